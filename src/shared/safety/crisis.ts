import type { CrisisConcern } from './crisis-check';

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

/**
 * Domestic-abuse lines, listed beside the others when what a person wrote tells of someone
 * hurting them (crisisConcern in crisis-check.ts). Anywhere else, findahelpline.com lists local
 * abuse lines too.
 */
export const ABUSE_RESOURCES: readonly CrisisResource[] = [
  {
    region: 'United States',
    name: 'National Domestic Violence Hotline',
    action: 'Call 1-800-799-7233 or text START to 88788',
    href: 'tel:18007997233',
  },
  {
    region: 'United Kingdom',
    name: 'National Domestic Abuse Helpline',
    action: 'Call 0808 2000 247, free, 24 hours',
    href: 'tel:08082000247',
  },
];

export const CRISIS_COPY = {
  heading: 'You do not have to carry this alone',
  body: 'What you shared tells us things may feel very heavy right now. If you are in danger or thinking about ending your life, please reach out now: talking to someone can help, and these lines are free and confidential.',
  emergency: 'If you are in immediate danger, call your local emergency number.',
} as const;

/** The card's words when what a person wrote tells of abuse: being unsafe at home first, calm and without blame. */
export const CRISIS_ABUSE_BODY =
  'If you are not safe where you are, or someone is hurting you, you do not have to face it alone, and it is not your fault. The lines below are free and confidential: they can listen and help you plan how to stay safe, whenever you are ready. If you are also thinking about ending your life, please reach out now too.';

/**
 * The lines in the order that fits where the person is, read from their time zone (the only
 * hint a page has without asking): the Americas put the US lines first (988 also answers in
 * Canada), Europe the UK and EU lines, anywhere else Find A Helpline. Every line is always
 * listed; after a disclosure of abuse the abuse lines are listed too, each ahead of the general
 * line of its region.
 */
export function resourcesForTimeZone(timeZone: string | undefined, concern?: CrisisConcern | null): readonly CrisisResource[] {
  const local = timeZone?.startsWith('America/')
    ? ['United States']
    : timeZone?.startsWith('Europe/')
      ? ['UK and EU', 'United Kingdom']
      : ['Anywhere else'];
  const lines = concern === 'abuse' ? [...ABUSE_RESOURCES, ...CRISIS_RESOURCES] : CRISIS_RESOURCES;
  const first = (line: CrisisResource) => Number(local.includes(line.region));
  return [...lines].sort((a, b) => first(b) - first(a));
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
