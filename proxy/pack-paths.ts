// PACK_PATH checked before anything is built or loaded: each path must be a readable region pack this engine
// can open. A bad one stops the start with one line naming the path and the reason (no stack trace), instead
// of an EISDIR trace from deep in the pack reader or a 'missing or unreadable' that points at the log.
import { open, readdir, stat } from 'node:fs/promises';
import { packHeadLength, PackError, readPackHead } from '../engine/pack/container.ts';

/** A start-up problem said plainly: main.ts prints its message alone and exits. */
export class StartError extends Error {}

/** Throws a StartError for the first path that is not a readable region pack. */
export async function checkPackPaths(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const problem = await packProblem(path);
    if (problem) throw new StartError(`PACK_PATH ${path}: ${problem}`);
  }
}

async function packProblem(path: string): Promise<string | undefined> {
  let size: number;
  try {
    const info = await stat(path);
    if (info.isDirectory()) {
      const packs = (await readdir(path).catch(() => [])).filter((name) => name.endsWith('.pack'));
      return `is a directory, not a region pack file${packs.length ? ` (it holds ${packs.join(', ')}: name the files, separated by commas)` : ''}`;
    }
    if (!info.isFile()) return 'is not a regular file';
    size = info.size;
  } catch (error) {
    return fileProblem(error);
  }
  try {
    const file = await open(path, 'r');
    try {
      const fixed = new Uint8Array(Math.min(size, 20));
      await file.read(fixed, 0, fixed.byteLength, 0);
      const start = new Uint8Array(Math.min(size, packHeadLength(fixed)));
      await file.read(start, 0, start.byteLength, 0);
      readPackHead(start, size);
    } finally {
      await file.close();
    }
  } catch (error) {
    if (error instanceof PackError) return error.message;
    return fileProblem(error);
  }
  return undefined;
}

function fileProblem(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'cannot be read (permission denied)';
  return `cannot be read (${code ?? message})`;
}
