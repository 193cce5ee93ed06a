import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRISIS_RESOURCES } from '#shared/safety/crisis';
import { pwaOptions } from './vite-installable-app';

const publicFile = (name: string) => new URL(`../src/web/public/${name}`, import.meta.url);

describe('the installable app (issue 25)', () => {
  const manifest = pwaOptions.manifest as Exclude<typeof pwaOptions.manifest, false | undefined>;

  it('has the manifest fields installation asks for, with icons that exist in every size and a maskable one', () => {
    expect(manifest).toMatchObject({ name: 'Recalibrate', short_name: 'Recalibrate', start_url: '/', scope: '/', display: 'standalone' });
    const icons = manifest.icons ?? [];
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
      expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
    }
    for (const icon of icons) expect(existsSync(publicFile(icon.src.slice(1))), icon.src).toBe(true);
    expect(manifest.shortcuts?.map((s) => [s.name, s.url])).toEqual([
      ['Check in', '/wellness/checkin'],
      ['Reset Room', '/reset-room'],
      ['Journal', '/wellness-dashboard/journal'],
    ]);
  });

  it('has icons that are PNGs of the sizes the manifest gives', () => {
    for (const icon of manifest.icons ?? []) {
      const png = readFileSync(publicFile(icon.src.slice(1)));
      expect(png.subarray(0, 8).toString('hex'), icon.src).toBe('89504e470d0a1a0a');
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
    expect(manifest.theme_color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('registers the worker itself (after first use), and answers the API only with a member’s copies, offline', () => {
    expect(pwaOptions.injectRegister).toBe(false);
    expect(pwaOptions.registerType).toBe('prompt');
    const [pages, copies, ...others] = pwaOptions.workbox?.runtimeCaching ?? [];
    expect(others).toEqual([]);
    const kept = copies!.urlPattern as (o: { request: { method: string }; url: URL }) => boolean;
    const get = (path: string) => kept({ request: { method: 'GET' }, url: new URL(`https://x.test${path}`) });
    for (const path of ['/api/session', '/api/safety-plan', '/api/edits/reset-basics', '/api/edits/reset-basics/modules/slow-start'])
      expect(get(path), path).toBe(true);
    for (const path of ['/api/journal', '/api/wellness/checkins', '/api/edits', '/api/session/extra', '/api/edits/a/modules/b/complete'])
      expect(get(path), path).toBe(false);
    expect(kept({ request: { method: 'PUT' }, url: new URL('https://x.test/api/safety-plan') })).toBe(false);
    expect(copies!.handler).toBe('NetworkFirst');
    expect(copies!.options).toMatchObject({ cacheName: 'member-copies', cacheableResponse: { statuses: [200] } });
    expect(copies!.options).not.toHaveProperty('networkTimeoutSeconds');
    const match = pages!.urlPattern as (o: { request: { mode: string }; url: URL }) => boolean;
    expect(match({ request: { mode: 'navigate' }, url: new URL('https://x.test/reset-room') })).toBe(true);
    expect(match({ request: { mode: 'navigate' }, url: new URL('https://x.test/api/journal') })).toBe(false);
    expect(match({ request: { mode: 'cors' }, url: new URL('https://x.test/api/journal') })).toBe(false);
    expect(pages!.handler).toBe('NetworkFirst');
    expect(pwaOptions.workbox?.cleanupOutdatedCaches).toBe(true);
  });

  it('has an offline page that lists every crisis line and what still works', () => {
    const html = readFileSync(publicFile('offline.html'), 'utf8');
    for (const line of CRISIS_RESOURCES) {
      expect(html).toContain(`href="${line.href}"`);
      expect(html).toContain(line.action);
    }
    for (const path of ['/reset-room', '/safety-plan', '/help']) expect(html).toContain(`href="${path}"`);
    expect(pwaOptions.workbox?.globPatterns).toContain('offline.html');
  });
});
