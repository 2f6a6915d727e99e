// An in-memory stand-in for the Cache API (Node has none), for the replay tests.
import type { CacheLike } from './provider-cache.ts';

export class MemoryCache implements CacheLike {
  readonly entries = new Map<string, Response>();
  async match(key: string) {
    return this.entries.get(key)?.clone();
  }
  async put(key: string, response: Response) {
    this.entries.set(key, response);
  }
  async keys() {
    return [...this.entries.keys()].map((k) => new Request(k));
  }
  async delete(key: Request | string) {
    return this.entries.delete(typeof key === 'string' ? key : key.url);
  }
}
