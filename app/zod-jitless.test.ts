import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is configured jitless before zod loads, and zod reads that configuration', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
