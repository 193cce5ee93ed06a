import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { BRAND_COLOURS, BRAND_FILES, type BrandColour } from './brand-tokens';
import { useBrandFiles } from '../api/list-brand-files';

/** One part of the brand page: a titled section (its heading names it for screen readers). */
function BrandSection({
  id,
  title,
  className = 'mt-12',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The logo on the two backgrounds it is made for (whole class names, so that Tailwind finds them). */
const LOGOS = [
  {
    src: '/brand/recalibrate-logo.svg',
    background: 'bg-[#FAF7F2]',
    alt: 'The Recalibrate logo: a sage tile with a soft wave and an amber sun, beside the word Recalibrate in dark ink.',
    caption: 'For light backgrounds',
  },
  {
    src: '/brand/recalibrate-logo-on-dark.svg',
    background: 'bg-[#14161B]',
    alt: 'The Recalibrate logo for dark backgrounds: a light sage tile and the word Recalibrate in soft white.',
    caption: 'For dark backgrounds',
  },
] as const;

/**
 * The logo on its two backgrounds, and every downloadable file: the list the server keeps (staff
 * may replace or add files, decision 145); until it answers, or if it cannot, the bundled files.
 */
export function BrandLogo() {
  const files = useBrandFiles().data?.files ?? BRAND_FILES;
  return (
    <BrandSection id="brand-logo" title="Logo" className="mt-10">
      <p className="mt-3 max-w-[70ch]">
        Our mark is a soft wave under a small amber sun, on a sage tile: energy that rises and falls in its own rhythm, with warmth still
        there. The word beside it is set in Fraunces.
      </p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {LOGOS.map((logo) => (
          <figure key={logo.src} className="flex flex-col gap-2">
            <div className={`flex min-h-40 items-center justify-center rounded-card border border-border p-8 ${logo.background}`}>
              <img src={logo.src} width={293} height={80} alt={logo.alt} className="h-auto w-full max-w-64" />
            </div>
            <figcaption className="text-sm text-muted-foreground">{logo.caption}</figcaption>
          </figure>
        ))}
      </div>
      <h3 className="mt-8 text-xl font-semibold">Download the files</h3>
      <p className="mt-2 text-muted-foreground">SVG scales to any size; use PNG where SVG is not accepted.</p>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2">
        {files.map((file) => (
          <li key={file.href}>
            <a
              href={file.href}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-lg py-1 font-semibold text-primary underline underline-offset-4"
            >
              <Download aria-hidden="true" strokeWidth={1.75} className="size-5 shrink-0" />
              <span>
                {file.label}, {file.format} {file.detail && <span className="font-normal text-muted-foreground">({file.detail})</span>}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </BrandSection>
  );
}

function Swatch({ value, mode }: { value: string; mode: 'Light' | 'Dark' }) {
  return (
    <div className="flex flex-1 flex-col gap-1">
      <div aria-hidden="true" className="h-14 rounded-lg border border-border" style={{ backgroundColor: value }} />
      <p className="text-sm">
        <span className="text-muted-foreground">{mode} </span>
        <code className="font-semibold">{value}</code>
      </p>
    </div>
  );
}

function ColourCard({ colour }: { colour: BrandColour }) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
      <div className="flex gap-3">
        <Swatch value={colour.light} mode="Light" />
        <Swatch value={colour.dark} mode="Dark" />
      </div>
      <div>
        <h3 className="font-sans text-lg font-semibold">{colour.name}</h3>
        <p className="text-sm text-muted-foreground">
          <code>var({colour.token})</code>
          {colour.utilities.map((utility) => (
            <span key={utility}>
              {' · '}
              <code>{utility}</code>
            </span>
          ))}
        </p>
        <p className="mt-1">{colour.use}</p>
      </div>
    </li>
  );
}

/** Every colour token, light and dark, with its CSS variable and Tailwind utility. */
export function BrandPalette() {
  return (
    <BrandSection id="brand-palette" title="Colour">
      <p className="mt-3 max-w-[70ch]">
        Soft neutrals, one grounding colour and one warm accent. Every text pairing meets WCAG AA contrast or better, in light and dark
        mode. We never use pure black on pure white, and we keep red for real errors.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {BRAND_COLOURS.map((colour) => (
          <ColourCard key={colour.token} colour={colour} />
        ))}
      </ul>
    </BrandSection>
  );
}

const TYPEFACES = [
  {
    name: 'Fraunces, for headings',
    sample: 'Recalibrate your energy',
    sampleClass: 'font-heading text-3xl font-semibold sm:text-4xl',
    note: 'A soft serif with warmth and character, at weight 600 for headings. Fallback: Georgia, then the system serif.',
  },
  {
    name: 'Source Sans 3, for everything else',
    sample: 'Take a 10-minute assessment, then one small step that fits the energy you have today.',
    sampleClass: 'max-w-[60ch] text-lg',
    note: 'A humanist sans for interface and reading text: 17 px body, line height 1.6, lines no longer than about 70 characters. Fallback: the system sans.',
  },
] as const;

/** The two typefaces, each shown in use. */
export function BrandTypography() {
  return (
    <BrandSection id="brand-type" title="Typography">
      <div className="mt-6 grid gap-4">
        {TYPEFACES.map((face) => (
          <div key={face.name} className="rounded-card border border-border bg-surface p-6">
            <p className={face.sampleClass}>{face.sample}</p>
            <h3 className="mt-4 font-sans text-lg font-semibold">{face.name}</h3>
            <p className="text-muted-foreground">{face.note}</p>
          </div>
        ))}
      </div>
      <p className="mt-4 max-w-[70ch] text-muted-foreground">
        Both are open-source fonts under the SIL Open Font License. We host them ourselves, Latin subset only, so no font is ever fetched
        from another company&apos;s server.
      </p>
    </BrandSection>
  );
}
