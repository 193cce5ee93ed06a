#!/usr/bin/env node
// Renders PNG copies of the logo files in src/web/public/brand/ (for places that cannot take SVG),
// in the project's Chromium through Playwright (already a dev dependency), with a transparent
// background where the SVG has none. Run after make-logos.py: node scripts/brand/render-pngs.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const dir = path.resolve('src/web/public/brand');
const jobs = [
  { svg: 'recalibrate-logo.svg', png: 'recalibrate-logo.png', width: 1200 },
  { svg: 'recalibrate-logo-on-dark.svg', png: 'recalibrate-logo-on-dark.png', width: 1200 },
  { svg: 'recalibrate-mark.svg', png: 'recalibrate-mark-512.png', width: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const job of jobs) {
    const svg = readFileSync(path.join(dir, job.svg), 'utf8');
    const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    const height = Math.round((job.width * Number(h)) / Number(w));
    const page = await browser.newPage({ viewport: { width: job.width, height } });
    const sized = svg.replace(/ width="[\d.]+" height="[\d.]+"/, ` width="${job.width}" height="${height}"`);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    writeFileSync(path.join(dir, job.png), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`wrote ${job.png} (${job.width}×${height})`);
  }
} finally {
  await browser.close();
}
