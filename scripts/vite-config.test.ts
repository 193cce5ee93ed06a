import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';

type Banner = (chunk: { isEntry: boolean }) => string;
const postBanner = (isSsrBuild: boolean) => {
  const config = (viteConfig as (env: { command: 'build'; mode: string; isSsrBuild: boolean }) => UserConfig)({
    command: 'build',
    mode: 'production',
    isSsrBuild,
  });
  const output = config.build?.rolldownOptions?.output as { postBanner: Banner };
  return output.postBanner;
};

describe('vite.config', () => {
  it("starts the browser's entry chunk with V8's compile hint, and nothing else (decision 042)", () => {
    expect(postBanner(false)({ isEntry: true })).toBe('//# allFunctionsCalledOnLoad');
    expect(postBanner(false)({ isEntry: false })).toBe('');
    expect(postBanner(true)({ isEntry: true })).toBe('');
  });
});
