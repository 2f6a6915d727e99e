// An in-memory stand-in for one Cache Storage cache (Node has no Cache Storage), keeping bytes and headers.
import type { PackCache } from './pack-store.ts';

export function memoryPackCache(): PackCache & { entries: Map<string, { body: ArrayBuffer; headers: [string, string][] }> } {
  const entries = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>();
  return {
    entries,
    async match(key) {
      const entry = entries.get(key);
      return entry && new Response(entry.body.slice(0), { headers: entry.headers });
    },
    async put(key, response) {
      entries.set(key, { body: await response.arrayBuffer(), headers: [...response.headers] });
    },
    async delete(key) {
      return entries.delete(key);
    },
    async keys() {
      return [...entries.keys()].map((url) => ({ url }));
    },
  };
}
