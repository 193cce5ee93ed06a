// Fixtures for the assessment player, hub and supplemental page tests: a small definition with
// every kind of item (choice, a safety item, multi, text) and the replies of the assessments API.

const scale = (id: string, labels: string[], first = 0) => ({
  id,
  options: labels.map((label, index) => ({ value: first + index, label })),
});

export const SCALES = [
  scale('freq', ['Never', 'Rarely', 'Sometimes', 'Often', 'Always']),
  scale('phq', ['Not at all', 'Several days', 'More than half the days', 'Nearly every day']),
  scale('helps', ['Walking', 'Reading', 'Talking to someone'], 1),
];

export const Q = {
  tired: 'I feel worn out by the end of the day.',
  switchOff: 'I find it hard to switch off.',
  safety: 'Thoughts that you would be better off dead, or of hurting yourself.',
  helps: 'What helps you recharge?',
  note: 'Anything else you want us to know?',
} as const;

export function definition(over: Record<string, unknown> = {}) {
  return {
    slug: 'operating-system-audit',
    kind: 'operating_system_audit',
    title: 'Operating System Audit',
    tagline: 'Your 10-minute nervous system assessment.',
    measures: 'How your energy, stress and recovery are working together right now.',
    basedOn: 'WHO-5 and our own items.',
    minutes: 10,
    scoringVersion: '1.0.0',
    marks: [],
    perScreen: 1,
    scales: SCALES,
    sections: [
      {
        id: 'energy',
        title: 'Energy',
        intro: 'Think about the last two weeks.',
        items: [
          { id: 'tired', text: Q.tired, scale: 'freq' },
          { id: 'switch_off', text: Q.switchOff, scale: 'freq' },
        ],
      },
      { id: 'safety', title: 'How you are', items: [{ id: 'safe', text: Q.safety, scale: 'phq', safety: true }] },
      {
        id: 'helps',
        title: 'What helps',
        items: [
          { id: 'helps', text: Q.helps, kind: 'multi', scale: 'helps' },
          { id: 'note', text: Q.note, kind: 'text', optional: true },
        ],
      },
    ],
    dimensions: [],
    outcomes: [],
    ...over,
  };
}

export function assessmentReply(
  progress: { answers: Record<string, unknown>; position: number } | null = null,
  over: Record<string, unknown> = {},
) {
  return {
    definition: definition(),
    progress: progress && { ...progress, updatedAt: '2025-03-01T09:00:00.000Z' },
    latest: null,
    ...over,
  };
}

export const RESULT_ID = '0b6a4f8e-3c1d-4e2f-9a7b-5c6d7e8f9a0b';
