/** Anti-Hustle Library categories (content/library/*.md): a module without zod, for the pages. */
export const LIBRARY_CATEGORIES = [
  'Understanding burnout',
  'Your nervous system',
  'Rest and recovery',
  'Work and boundaries',
  'Relationships and support',
  'Identity and meaning',
] as const;
