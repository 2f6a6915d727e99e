// Unit and contract tests live beside the code; end-to-end tests run separately (e2e/run.ts).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{app,service,proxy,engine,sw,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['vitest.setup.ts'],
    testTimeout: 20_000,
    pool: 'threads',
  },
});
