import type { ConsentType } from '#shared/privacy/consent';

/** Spec 3 consent categories in plain words: what each one lets us do. Functional is required. */
export const CONSENT_CATEGORIES: readonly { type: ConsentType; label: string; description: string; required: boolean }[] = [
  {
    type: 'functional',
    label: 'Functional',
    description:
      'Keeps you signed in, remembers your settings and keeps the site safe. Always on, because the site cannot work without it.',
    required: true,
  },
  {
    type: 'analytics',
    label: 'Analytics',
    description: 'Lets us count which pages are visited, so we can see what helps and what gets in the way.',
    required: false,
  },
  {
    type: 'personalization',
    label: 'Personalization',
    description: 'Lets us shape suggestions to what you have told us and done here.',
    required: false,
  },
  {
    type: 'marketing',
    label: 'Marketing',
    description: 'Lets us tell you about new Edits, offers and events.',
    required: false,
  },
];
