// How the benches print: a target met or missed (bench/run.ts counts the FAIL lines), and a latency line.

export const check = (label: string, ok: boolean): void => console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}`);

export interface Spread {
  median: number;
  p99: number;
}

export function stats(times: readonly number[]): Spread {
  const s = [...times].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))]! };
}

/** Milliseconds to four places, as the latency lines print them. */
export const fmt = (ms: number): string => `${ms.toFixed(4)} ms`;

export const line = (label: string, s: Spread, width = 34): void =>
  console.log(`${label.padEnd(width)} median ${fmt(s.median)}  p99 ${fmt(s.p99)}`);
