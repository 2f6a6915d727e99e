// Test harness: a real redis-server (Debian's package) on a free loopback port, nothing saved to disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** A redis-server on a free port, or on `port` (to bring one back where a stopped one was). */
export async function startRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  const url = `redis://127.0.0.1:${port}`;
  // Ready when it answers PING; ioredis retries the connection until then.
  const probe = new Redis(url, { retryStrategy: () => 20, maxRetriesPerRequest: null });
  probe.on('error', () => {}); // refused until the server listens: retried

  try {
    await Promise.race([probe.ping(), failed]);
  } finally {
    probe.disconnect();
  }
  return {
    url,
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}
