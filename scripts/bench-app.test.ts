import { expect, it } from 'vitest';
import { serveCommand } from './bench-app';

it('reads the environment and the Node flags of `npm run serve`, as the bench starts the server', () => {
  expect(serveCommand('A=1 B=x=y node --one --two=2 dist/server/main.js')).toEqual({
    env: { A: '1', B: 'x=y' },
    flags: ['--one', '--two=2'],
  });
  expect(serveCommand('node dist/server/main.js')).toEqual({ env: {}, flags: [] });
  expect(() => serveCommand('tsx src/server/main.ts')).toThrow(/does not run node/);
});

it('starts production with its memory settings (decisions 161, 168 and 169)', () => {
  const { env, flags } = serveCommand();
  expect(env.NODE_ENV).toBe('production');
  expect(env.GLIBC_TUNABLES).toBe('glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2');
  expect(flags).toEqual(['--max-semi-space-size=8', '--max-old-space-size=160']);
});
