import { describe, expect, it } from 'vitest';
import { MAX_BRAND_FILE_BYTES, SVG_REFUSED, TOO_BIG, brandFileError, brandNameError, sniffBrandFormat } from './brand-files';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of the image');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const WEBP = bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n');
const HTML = bytes('<!doctype html><script>alert(1)</script>');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('what the bytes are', () => {
  it.each([
    ['PNG', PNG, 'png'],
    ['JPEG', JPEG, 'jpeg'],
    ['WebP', WEBP, 'webp'],
    ['PDF', PDF, 'pdf'],
    ['RIFF that is not WebP (a WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), null],
    ['HTML', HTML, null],
    ['SVG', SVG, null],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47]), null],
    ['nothing', new Uint8Array(), null],
  ])('%s', (_, data, expected) => {
    expect(sniffBrandFormat(data)).toBe(expected);
  });
});

describe('upload names', () => {
  it.each([
    ['logo-wide.png', null],
    ['photo.jpeg', null],
    ['photo.jpg', null],
    ['guide.pdf', null],
    ['mark.webp', null],
    ['logo.svg', SVG_REFUSED],
    ['logo.svgz', SVG_REFUSED],
    ['page.html', 'Upload a PNG, JPEG, WebP or PDF file.'],
    ['Logo Wide.png', 'Name the file in lowercase words joined by hyphens, like logo-wide.png.'],
    ['../secret.png', 'Name the file in lowercase words joined by hyphens, like logo-wide.png.'],
    ['no-extension', 'Name the file in lowercase words joined by hyphens, like logo-wide.png.'],
  ])('%s', (name, expected) => {
    expect(brandNameError(name)).toBe(expected);
  });
});

describe('upload contents', () => {
  it.each([
    ['a PNG named .png', 'logo.png', PNG, null],
    ['a JPEG named .jpg', 'photo.jpg', JPEG, null],
    ['a PDF named .pdf', 'guide.pdf', PDF, null],
    ['an empty file', 'logo.png', new Uint8Array(), 'Choose a file to upload.'],
    ['a PDF disguised as a PNG', 'logo.png', PDF, 'This file is a PDF file, but its name says PNG. Give it the right extension.'],
    [
      'HTML disguised as a PNG',
      'logo.png',
      HTML,
      'This file is not a real PNG, JPEG, WebP or PDF file, whatever its name says. Upload a PNG, JPEG, WebP or PDF file.',
    ],
    [
      'an SVG disguised as a PNG',
      'logo.png',
      SVG,
      'This file is not a real PNG, JPEG, WebP or PDF file, whatever its name says. Upload a PNG, JPEG, WebP or PDF file.',
    ],
  ])('%s', (_, name, data, expected) => {
    expect(brandFileError(name, data)).toBe(expected);
  });

  it('takes a file at the limit and refuses one byte more', () => {
    const at = new Uint8Array(MAX_BRAND_FILE_BYTES);
    at.set(PNG);
    expect(brandFileError('logo.png', at)).toBeNull();
    const over = new Uint8Array(MAX_BRAND_FILE_BYTES + 1);
    over.set(PNG);
    expect(brandFileError('logo.png', over)).toBe(TOO_BIG);
  });
});
