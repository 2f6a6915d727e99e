import { describe, expect, it } from 'vitest';
import { MAX_ENTRY_CHARS, memoryAnswerCache, questionKey } from './answer-cache.ts';

describe('memoryAnswerCache', () => {
  it('gives back what was kept until its time is up', async () => {
    const cache = memoryAnswerCache({ ttlMs: 30, maxChars: 1000 });
    await cache.set('q', '{"a":1}');
    expect(await cache.get('q')).toBe('{"a":1}');
    expect(await cache.get('other')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('q')).toBeUndefined();
  });

  it('stays within its size, dropping the least recently used, and keeps no answer over the entry cap', async () => {
    const cache = memoryAnswerCache({ ttlMs: 60_000, maxChars: 10 });
    await cache.set('a', 'aaaa');
    await cache.set('b', 'bbbb');
    await cache.get('a');
    await cache.set('c', 'cccc');
    expect(await cache.get('a')).toBe('aaaa');
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBe('cccc');

    const roomy = memoryAnswerCache({ ttlMs: 60_000, maxChars: 4 * MAX_ENTRY_CHARS });
    await roomy.set('big', 'x'.repeat(MAX_ENTRY_CHARS + 1));
    expect(await roomy.get('big')).toBeUndefined();
  });
});

describe('questionKey', () => {
  it('is short and fixed-length, and differs with the question', () => {
    const a = questionKey('["/geocoding/v1/address",{},{"location":"Kungsgatan 12"}]');
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(questionKey('["/geocoding/v1/address",{},{"location":"Kungsgatan 14"}]')).not.toBe(a);
  });
});
