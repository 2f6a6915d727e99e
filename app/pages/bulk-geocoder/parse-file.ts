// Parses a CSV file in a worker (on the main thread only where workers do not exist, as in unit tests) and
// collects the worker's row slices into one outcome. The parser itself is the worker's: the page loads it only for
// the main-thread fallback.
import type { CsvOutcome } from './csv-parse.ts';

export type WorkerReply =
  | { kind: 'rows'; rows: string[][] }
  | { kind: 'done'; columns: string[]; raggedRows: number }
  | { kind: 'empty' }
  | { kind: 'parse-error'; detail: string }
  | { kind: 'failed'; message: string };

async function parseOnMainThread(file: Blob): Promise<CsvOutcome> {
  const { decodeCsvBytes, parseCsvText } = await import('./csv-parse.ts');
  return parseCsvText(decodeCsvBytes(await file.arrayBuffer()));
}

/** Resolves with the parse outcome; rejects only when the parser itself fails (SPEC §5 'Upload failed'). */
export function parseCsvFile(file: Blob): Promise<CsvOutcome> {
  if (typeof Worker === 'undefined') return parseOnMainThread(file);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
    const rows: string[][] = [];
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const message = event.data;
      if (message.kind === 'rows') {
        for (const row of message.rows) rows.push(row);
        return;
      }
      finish();
      if (message.kind === 'done') resolve({ kind: 'ok', columns: message.columns, rows, raggedRows: message.raggedRows });
      else if (message.kind === 'failed') reject(new Error(message.message));
      else resolve(message);
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'the CSV parser failed'));
    };
    worker.postMessage(file);
  });
}
