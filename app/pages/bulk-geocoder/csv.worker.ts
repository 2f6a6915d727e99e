// Parses an uploaded CSV off the main thread and sends the rows back in slices, so neither parsing nor the
// copy into the page blocks scrolling or typing, even for a 50,000-row file.
import { decodeCsvBytes, parseCsvText } from './csv-parse.ts';
import type { WorkerReply } from './parse-file.ts';

const SLICE_ROWS = 5000;

const reply = (message: WorkerReply) => (self as unknown as Worker).postMessage(message);

self.onmessage = async (event: MessageEvent<File>) => {
  try {
    const outcome = parseCsvText(decodeCsvBytes(await event.data.arrayBuffer()));
    if (outcome.kind !== 'ok') {
      reply(outcome);
      return;
    }
    for (let i = 0; i < outcome.rows.length; i += SLICE_ROWS) reply({ kind: 'rows', rows: outcome.rows.slice(i, i + SLICE_ROWS) });
    reply({ kind: 'done', columns: outcome.columns, raggedRows: outcome.raggedRows });
  } catch (error) {
    reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
