// Renders the installed app's icons (issue 25, decision 127) from the logo's mark,
// src/web/public/brand/recalibrate-mark.svg, in Debian's Chromium, into src/web/public/icons/.
// The PNGs are checked in; run `node scripts/render-icons.mjs` again after changing the mark.
// "any" icons are the mark as drawn (rounded square); maskable ones fill the whole square with the
// mark's green and keep the wave and dot inside the central 70 % that every platform's mask leaves.
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const out = new URL('../src/web/public/icons/', import.meta.url);
const mark = await readFile(new URL('../src/web/public/brand/recalibrate-mark.svg', import.meta.url), 'utf8');
const drawing = mark.match(/<g [^>]*>([\s\S]*)<\/g>/)[1].replace(/<rect [^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2F6F62"/><g transform="translate(4.8 4.8) scale(0.7)">${drawing}</g></svg>`;

const icons = [
  ['icon-192.png', mark, 192],
  ['icon-512.png', mark, 512],
  ['maskable-192.png', maskable, 192],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon-180.png', maskable, 180],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (const [name, svg, size] of icons) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  await page.screenshot({ path: new URL(name, out).pathname, omitBackground: true });
}
await browser.close();
