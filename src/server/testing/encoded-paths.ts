import http from 'node:http';

/**
 * Spellings of an API path that a router, proxy or browser may read as the same address
 * (ARCHITECTURE.md §6). Each must answer exactly as the plain path does, or 404.
 */
export const ENCODED_VARIANTS: Record<string, (path: string) => string> = {
  '%61pi': (p) => p.replace(/^\/api/, '/%61pi'),
  'a%70i': (p) => p.replace(/^\/api/, '/a%70i'),
  '%2561pi': (p) => p.replace(/^\/api/, '/%2561pi'),
  API: (p) => p.replace(/^\/api/, '/API'),
  '//api': (p) => `/${p}`,
  '/./api': (p) => `/.${p}`,
  'encoded segment': (p) => p.replace(/^\/api\/(\w)/, (_m, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
  'trailing slash': (p) => `${p}/`,
  ';param': (p) => p.replace(/^\/api/, '/api;x=1'),
};

/** A GET sent with its path exactly as written (fetch would tidy `/./`), closed once the status is known. */
export function rawStatus(base: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: 'GET', headers }, (res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    req.on('error', reject);
    req.end();
  });
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** A route pattern with sample values for its parameters (a slug, else an id that matches nothing). */
export function fillParams(url: string): string {
  return url.replace(/:([A-Za-z_]+)\??/g, (_m, name: string) => (/slug/i.test(name) ? 'sample' : SAMPLE_ID)).replace(/\*$/, 'x');
}
