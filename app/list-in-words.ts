// A list in English words: 'A', 'A and B', 'A, B, and C' ('or' alike). Intl.ListFormat says exactly this, but the
// first one a page builds sets up ICU's list data: 60-100 ms on a phone (4x CPU), inside the task that starts
// every page. The unit test holds the two to the same words.
export function listInWords(items: readonly string[], word: 'and' | 'or' = 'and'): string {
  if (items.length <= 2) return items.join(` ${word} `);
  return `${items.slice(0, -1).join(', ')}, ${word} ${items.at(-1)}`;
}
