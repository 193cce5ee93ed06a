/**
 * The brand palette as the /brand-assets page shows it: each design token of src/web/styles/app.css
 * with its light and dark value (DESIGN.md). A test keeps these values in step with the CSS.
 */
export interface BrandColour {
  /** The CSS variable behind the Tailwind colour of the same name (`--primary` → `bg-primary`). */
  token: string;
  /** The Tailwind utilities it is usually used through. */
  utilities: string[];
  name: string;
  use: string;
  light: string;
  dark: string;
}

export const BRAND_COLOURS: readonly BrandColour[] = [
  {
    token: '--primary',
    utilities: ['bg-primary', 'text-primary'],
    name: 'Sage',
    use: 'Our grounding colour: buttons, links and focus rings. A regulated, steady feel.',
    light: '#2F6F62',
    dark: '#7CC2B1',
  },
  {
    token: '--accent',
    utilities: ['bg-accent'],
    name: 'Amber',
    use: 'Warmth: highlights, fills and illustration. Not for small text in light mode.',
    light: '#C98A2E',
    dark: '#E3B467',
  },
  {
    token: '--accent-text',
    utilities: ['text-accent-text'],
    name: 'Amber text',
    use: 'Amber for text, dark enough to read on light backgrounds.',
    light: '#8A5A14',
    dark: '#E3B467',
  },
  {
    token: '--sofia',
    utilities: ['bg-sofia', 'text-sofia'],
    name: 'Lavender',
    use: 'Sofia, our AI guide, and everything about her.',
    light: '#6E5FA8',
    dark: '#B3A6E6',
  },
  {
    token: '--background',
    utilities: ['bg-background'],
    name: 'Paper',
    use: 'The page. Never pure white, never pure black.',
    light: '#FAF7F2',
    dark: '#14161B',
  },
  {
    token: '--surface',
    utilities: ['bg-surface'],
    name: 'Surface',
    use: 'Cards and panels that sit on the page.',
    light: '#FFFFFF',
    dark: '#1C1F26',
  },
  {
    token: '--muted',
    utilities: ['bg-muted'],
    name: 'Muted',
    use: 'Quiet fills: hints, secondary panels, tracks.',
    light: '#F1ECE3',
    dark: '#23272F',
  },
  {
    token: '--border',
    utilities: ['border-border'],
    name: 'Border',
    use: 'Soft dividers and card edges.',
    light: '#E6E0D6',
    dark: '#2A2E37',
  },
  { token: '--foreground', utilities: ['text-foreground'], name: 'Ink', use: 'Body text and headings.', light: '#1F2328', dark: '#E9E6E0' },
  {
    token: '--muted-foreground',
    utilities: ['text-muted-foreground'],
    name: 'Muted text',
    use: 'Secondary text, captions and descriptions.',
    light: '#5B616B',
    dark: '#A3A8B2',
  },
  {
    token: '--destructive',
    utilities: ['bg-destructive', 'text-destructive'],
    name: 'Clay red',
    use: 'Real errors and irreversible actions only.',
    light: '#B4443E',
    dark: '#E07A73',
  },
];

export { BRAND_FILES, type BrandFile } from '#shared/site/brand-files';
