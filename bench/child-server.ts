// A bench's server in a process of its own, so the bench's client, its timing and its garbage do not share the
// server's event loop or heap: runs `script` under tsx with `args` and resolves once it prints `PORT n`.
import { spawn, type ChildProcess } from 'node:child_process';

export function startChildServer(script: string, args: readonly string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${script} ${args.join(' ')} exited with ${code}`)));
  });
}
