// The listening process as an operator runs it: a trickling client is cut at the request timeout, SIGTERM
// exits within the grace period even with a stuck client, and a second signal exits at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

async function startProxy(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'proxy/main.ts'], {
    cwd: ROOT,
    // MapQuest with a dummy key: nothing here reaches the provider, and no region pack needs loading.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', STATIC_DIR: 'no-such-dir', MAPQUEST_KEY: 'test-key', ...env },
  });
  children.push(child);
  let text = '';
  child.stdout.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr.on('data', (d: Buffer) => (text += d.toString()));
  while (!/running at http:\/\/127\.0\.0\.1:(\d+)\//.test(text)) {
    if (child.exitCode !== null) throw new Error(`proxy exited: ${text}`);
    await Promise.race([once(child.stdout, 'data'), once(child.stderr, 'data'), once(child, 'exit')]);
  }
  const port = Number(/running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(text)![1]);
  return { child, port, output: () => text };
}

/**
 * A client that sends headers promising a body, then one byte of it, and nothing more. It returns once the server
 * has read the headers (it answers '100 Continue'), so the request is surely in flight.
 */
async function trickle(port: number): Promise<{ socket: Socket; received: () => string }> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString()));
  socket.on('error', () => {});
  socket.write('POST /api/geocode HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n');
  while (!received.includes('100 Continue')) await once(socket, 'data');
  socket.write('{');
  return { socket, received: () => received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '') };
}

describe('start', () => {
  const stopped = async (packPath: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'proxy/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', STATIC_DIR: 'no-such-dir', PACK_PATH: packPath, MAPQUEST_KEY: '' },
    });
    children.push(child);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(out).not.toMatch(/\n\s+at /);
    return out.trim();
  };

  it('stops with one line naming a pack path that is not there', async () => {
    expect(await stopped('no-such-dir/region.pack')).toBe('PACK_PATH no-such-dir/region.pack: no such file');
  }, 20_000);

  it('stops with a plain message when a pack with a sound head cannot be loaded, its file named in the log', async () => {
    const damaged = join(mkdtempSync(join(tmpdir(), 'pack-')), 'liechtenstein.pack');
    const bytes = readFileSync(resolve(ROOT, '.cache/packs/liechtenstein.pack'));
    bytes[bytes.length - 1]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const out = await stopped(damaged);
    expect(out).toContain('The offline map engine could not be loaded: its region packs are missing or unreadable. The reason is in the log above.');
    expect(out).toContain(damaged);
  }, 60_000);
});

describe('start-up warm-up', () => {
  it('is not held to ENGINE_TIMEOUT_MS: the shortest allowed still starts on the bundled regions, every worker up', async () => {
    // Building the workers' engines over both regions takes seconds; each visitor request still gets one.
    const { port } = await startProxy({ MAPQUEST_KEY: '', ENGINE_TIMEOUT_MS: '1000', ENGINE_THREADS: '2' });
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as { engine: unknown };
    expect(health.engine).toEqual({ threads: 2, queued: 0 });
  }, 120_000);
});

describe('timeouts and shutdown', () => {
  it('cuts a client that trickles its body at the request timeout', async () => {
    const { port } = await startProxy({ REQUEST_TIMEOUT_MS: '1000' });
    const client = await trickle(port);
    await once(client.socket, 'close');
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('exits on SIGTERM within the grace period although a client is stuck mid-request', async () => {
    const { child, port, output } = await startProxy({ REQUEST_TIMEOUT_MS: '60000', SHUTDOWN_GRACE_MS: '1000' });
    await trickle(port);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    // Closing could not finish (the stuck request), so the grace period ended it: a non-zero exit.
    expect(code).toBe(1);
    expect(output()).toMatch(/SIGTERM: finishing requests in flight/);
  }, 20_000);

  it('exits at once on a second signal', async () => {
    const { child, port, output } = await startProxy({ REQUEST_TIMEOUT_MS: '60000', SHUTDOWN_GRACE_MS: '600000' });
    await trickle(port);
    child.kill('SIGTERM');
    // Signals are not queued: send the second once the first is being handled.
    while (!output().includes('SIGTERM: finishing')) await once(child.stdout!, 'data');
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
  }, 20_000);
});
