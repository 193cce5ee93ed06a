/**
 * Crisis resources (SCIENCE.md): shown wherever distress may show — a safety answer above 0,
 * crisis language in notes, the journal or Sofia — and never hidden behind anything else.
 */
export interface CrisisResource {
  region: string;
  name: string;
  /** What to do, in words: "Call or text 988". */
  action: string;
  href: string;
}

export const CRISIS_RESOURCES: readonly CrisisResource[] = [
  { region: 'United States', name: '988 Suicide & Crisis Lifeline', action: 'Call or text 988', href: 'tel:988' },
  {
    region: 'UK and EU',
    name: 'Emotional support line (Samaritans in the UK and Ireland)',
    action: 'Call 116 123, free, day or night',
    href: 'tel:116123',
  },
  {
    region: 'Anywhere else',
    name: 'Find A Helpline',
    action: 'Find a free, confidential line in your country at findahelpline.com',
    href: 'https://findahelpline.com',
  },
];

export const CRISIS_COPY = {
  heading: 'You do not have to carry this alone',
  body: 'What you shared tells us things may feel very heavy right now. If you are in danger or thinking about ending your life, please reach out now: talking to someone can help, and these lines are free and confidential.',
  emergency: 'If you are in immediate danger, call your local emergency number.',
} as const;

/**
 * The lines in the order that fits where the person is, read from their time zone (the only
 * hint a page has without asking): the Americas put 988 first (it also answers in Canada),
 * Europe puts 116 123 first, anywhere else Find A Helpline. Every line is always listed.
 */
export function resourcesForTimeZone(timeZone: string | undefined): readonly CrisisResource[] {
  const first = timeZone?.startsWith('America/') ? 'tel:988' : timeZone?.startsWith('Europe/') ? 'tel:116123' : 'https://findahelpline.com';
  return [...CRISIS_RESOURCES].sort((a, b) => Number(b.href === first) - Number(a.href === first));
}

/** Tier 2 (ambiguous or hopeless writing): asking directly does not raise risk (Dazzi et al. 2014). */
export const CRISIS_QUESTION = 'Are you having thoughts of ending your life?';
export const CRISIS_QUESTION_BODY =
  'What you wrote sounds heavy, so we are asking directly. If the answer is yes, or you are not sure, please reach out now: talking to someone can help, and these lines are free and confidential.';

/** Every crisis card offers a safety plan and grounding as well as the lines (Wysa SOS data, SCIENCE.md). */
export const CRISIS_NEXT_STEPS = [
  { href: '/safety-plan', label: 'Make or open your safety plan' },
  { href: '/reset-room', label: 'Try a grounding exercise in the Reset Room' },
] as const;
