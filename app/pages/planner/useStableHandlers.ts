// Handlers with one identity for the component's life that call the latest render's functions: a memoized child
// (a stop row, the directions) given them is not rendered again each time the page is.
import { useLayoutEffect, useRef, useState } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any handler's arguments pass through unchanged
type Handlers = Record<string, (...args: any[]) => unknown>;

/** The same keys on every render; each stable function forwards to the latest one under its key. */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(
    () => Object.fromEntries(Object.keys(handlers).map((key) => [key, (...args: unknown[]) => latest.current[key]!(...args)])) as T,
  );
  return stable;
}
