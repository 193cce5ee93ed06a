import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('turns off the eval-compiled parsers before Zod is loaded, and Zod sees it', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
