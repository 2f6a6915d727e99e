import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { visitorSignal } from './visitor-signal.ts';

const fakeReply = () => {
  const raw = Object.assign(new EventEmitter(), { writableFinished: false });
  return { raw, reply: { raw } as unknown as FastifyReply };
};

describe('visitorSignal', () => {
  it('aborts when the connection closes before the answer is finished', () => {
    const { raw, reply } = fakeReply();
    const signal = visitorSignal(reply);
    raw.emit('close');
    expect(signal.aborted).toBe(true);
  });

  it('stays quiet when the close follows a finished answer', () => {
    const { raw, reply } = fakeReply();
    const signal = visitorSignal(reply);
    raw.writableFinished = true;
    raw.emit('close');
    expect(signal.aborted).toBe(false);
  });
});
