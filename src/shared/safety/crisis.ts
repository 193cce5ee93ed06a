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
  { region: 'UK and EU', name: 'Emotional support line (Samaritans in the UK and Ireland)', action: 'Call 116 123, free, day or night', href: 'tel:116123' },
  { region: 'Anywhere else', name: 'Find A Helpline', action: 'Find a free, confidential line in your country at findahelpline.com', href: 'https://findahelpline.com' },
];

export const CRISIS_COPY = {
  heading: 'You do not have to carry this alone',
  body: 'What you shared tells us things may feel very heavy right now. If you are in danger or thinking about ending your life, please reach out now: talking to someone can help, and these lines are free and confidential.',
  emergency: 'If you are in immediate danger, call your local emergency number.',
} as const;
