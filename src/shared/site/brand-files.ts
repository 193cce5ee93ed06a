// The downloadable brand files of /brand-assets and the rules for the ones staff upload on
// /admin/brand-assets (issue 24, decision 145). Pure: the server checks an upload with it, the
// admin page checks name and size before sending.

export interface BrandFile {
  href: string;
  label: string;
  format: string;
  detail: string;
}

/** The downloadable logo files in src/web/public/brand (made by scripts/brand/). */
export const BRAND_FILES: readonly BrandFile[] = [
  { href: '/brand/recalibrate-logo.svg', label: 'Logo', format: 'SVG', detail: 'for light backgrounds' },
  { href: '/brand/recalibrate-logo.png', label: 'Logo', format: 'PNG', detail: '1200 × 328, for light backgrounds' },
  { href: '/brand/recalibrate-logo-on-dark.svg', label: 'Logo', format: 'SVG', detail: 'for dark backgrounds' },
  { href: '/brand/recalibrate-logo-on-dark.png', label: 'Logo', format: 'PNG', detail: '1200 × 328, for dark backgrounds' },
  { href: '/brand/recalibrate-mark.svg', label: 'Mark', format: 'SVG', detail: 'for light backgrounds' },
  { href: '/brand/recalibrate-mark-on-dark.svg', label: 'Mark', format: 'SVG', detail: 'for dark backgrounds' },
  { href: '/brand/recalibrate-mark-512.png', label: 'Mark', format: 'PNG', detail: '512 × 512, for app icons and avatars' },
];

/** A bundled file's name: the last part of its address. */
export const fileName = (href: string) => href.slice(href.lastIndexOf('/') + 1);

/** Where an uploaded brand file is served from (never the public folder). */
export const uploadedHref = (name: string) => `/api/brand-files/${name}`;

/** The kinds of file staff may upload. SVG is refused: it can carry scripts (decision 145). */
export const BRAND_FORMATS = {
  png: { mime: 'image/png', label: 'PNG', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  webp: { mime: 'image/webp', label: 'WebP', extensions: ['webp'] },
  pdf: { mime: 'application/pdf', label: 'PDF', extensions: ['pdf'] },
} as const;
export type BrandFormat = keyof typeof BRAND_FORMATS;

export const MAX_BRAND_FILE_BYTES = 5 * 1024 * 1024;

/** A file name as stored and served: lowercase words joined by hyphens, then the extension. */
export const BRAND_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z0-9]+$/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** What the bytes are, by their signature (never by the name), or null when not a format we take. */
export function sniffBrandFormat(bytes: Uint8Array): BrandFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

/** The format a file name claims by its extension, 'svg', or null for anything else. */
export function formatOfName(name: string): BrandFormat | 'svg' | null {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'svg' || extension === 'svgz') return 'svg';
  const entry = Object.entries(BRAND_FORMATS).find(([, f]) => (f.extensions as readonly string[]).includes(extension));
  return entry ? (entry[0] as BrandFormat) : null;
}

const ACCEPTED = 'Upload a PNG, JPEG, WebP or PDF file.';
export const TOO_BIG = `This file is too big: files can be up to ${MAX_BRAND_FILE_BYTES / 1024 / 1024} MB.`;
export const SVG_REFUSED = 'SVG files are not accepted, as an SVG can carry scripts. Upload a PNG instead.';

/** Why a file name cannot be uploaded, or null. */
export function brandNameError(name: string): string | null {
  if (!BRAND_FILE_NAME.test(name)) return 'Name the file in lowercase words joined by hyphens, like logo-wide.png.';
  const claimed = formatOfName(name);
  if (claimed === 'svg') return SVG_REFUSED;
  if (!claimed) return ACCEPTED;
  return null;
}

/** Why these bytes cannot be uploaded under this name (size, then what they really are), or null. */
export function brandFileError(name: string, bytes: Uint8Array): string | null {
  if (bytes.length === 0) return 'Choose a file to upload.';
  if (bytes.length > MAX_BRAND_FILE_BYTES) return TOO_BIG;
  const claimed = formatOfName(name);
  const actual = sniffBrandFormat(bytes);
  if (!actual) return `This file is not a real PNG, JPEG, WebP or PDF file, whatever its name says. ${ACCEPTED}`;
  if (claimed !== actual) {
    const said = claimed && claimed !== 'svg' ? BRAND_FORMATS[claimed].label : 'otherwise';
    return `This file is a ${BRAND_FORMATS[actual].label} file, but its name says ${said}. Give it the right extension.`;
  }
  return null;
}
