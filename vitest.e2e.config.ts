// End-to-end tests: the production build served by the proxy, driven in Debian's Chromium.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // expect.poll gives up after 1 s by default: on a loaded two-core CI machine a toast can take longer to
    // replace the previous one (the one-toast rule), so polls wait on the state for up to 15 s.
    expect: { poll: { timeout: 15_000 } },
  },
});
