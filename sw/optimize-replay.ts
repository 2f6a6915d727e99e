// Replaying the planner's Optimize: a second click sends the same stops in the optimized order, so an optimize
// answer is saved under its set of stops (start first, return marker last, the rest by id), not their order,
// and a replayed answer's stop indices are pointed at the request being answered.

/** The planner marks the return to the first stop with this id (service/contract's RETURN_MARKER_ID; the worker
 * does not import the contract, which would bundle zod into it). */
export const RETURN_MARKER_ID = -1;

type IdStop = { id: unknown } & Record<string, unknown>;

/** The stops of a planner payload (an array whose every stop has an id), or null for anything else. */
function plannerStops(body: string): IdStop[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const stops = parsed as unknown[];
  return stops.every((s): s is IdStop => typeof s === 'object' && s !== null && (s as { id?: unknown }).id !== undefined) ? stops : null;
}

const idText = (stop: IdStop): string => JSON.stringify(stop.id);

/** The body an optimize request is keyed on: the same stops with the same start give the same text. */
export function optimizeKeyBody(body: string): string {
  const stops = plannerStops(body);
  if (!stops || stops.length < 3) return body;
  const [start, ...rest] = stops;
  const marker = rest.at(-1)?.id === RETURN_MARKER_ID ? rest.pop() : undefined;
  rest.sort((a, b) => (idText(a) < idText(b) ? -1 : idText(a) > idText(b) ? 1 : 0));
  return JSON.stringify(marker ? [start, ...rest, marker] : [start, ...rest]);
}

/** A saved optimize answer made for the same stops in another order: its `index` fields follow `body`'s order. */
export async function reindexOptimizeAnswer(saved: Response, body: string): Promise<Response> {
  const stops = plannerStops(body);
  if (!stops) return saved;
  let answer: { stops?: unknown };
  try {
    answer = (await saved.clone().json()) as { stops?: unknown };
  } catch {
    return saved;
  }
  if (!Array.isArray(answer.stops)) return saved;
  const position = new Map(stops.map((stop, i) => [idText(stop), i]));
  for (const entry of answer.stops as Array<{ id?: unknown; index?: unknown }>) {
    const index = entry.id === undefined ? undefined : position.get(JSON.stringify(entry.id));
    if (index !== undefined) entry.index = index;
  }
  const headers = new Headers(saved.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(JSON.stringify(answer), { status: saved.status, statusText: saved.statusText, headers });
}
