// Shared test setup. Component tests wait for real async work (IndexedDB, workers); on a loaded CI machine that
// can take longer than Testing Library's 1 s default, which would make them flaky rather than wrong.
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

// Testing Library unmounts after each test only where test globals exist, and ours are off. A component a test
// left mounted kept its live reads: a later test's mock then failed them, and the error surfaced as an uncaught
// exception that failed the run on a loaded machine. So every DOM test ends with nothing mounted.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
