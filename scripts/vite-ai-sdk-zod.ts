import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STAND_IN = fileURLToPath(new URL('../src/web/vendor/zod-for-ai-sdk.ts', import.meta.url));
const ZOD = /^zod\/v4(\/mini|\/core|\/locales\/en\.js)?$/;
const AI_SDK = /[\\/]node_modules[\\/](ai|@ai-sdk[\\/][^\\/]+)[\\/]/;

/**
 * The ai SDK's zod imports, in the browser build only, go to an accepting stand-in (decision 101):
 * the SDK would otherwise add its zod needs to the zod chunk every page shares. Our own code keeps
 * the real zod.
 */
export function aiSdkZod(): Plugin {
  return {
    name: 'recalibrate:ai-sdk-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && ZOD.test(source) && AI_SDK.test(importer)) return STAND_IN;
      return null;
    },
  };
}
