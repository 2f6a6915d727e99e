// Shared test setup. Component tests wait for real async work (IndexedDB, workers); on a loaded CI machine that
// can take longer than Testing Library's 1 s default, which would make them flaky rather than wrong.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
