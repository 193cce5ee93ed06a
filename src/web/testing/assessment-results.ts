import type { AssessmentResultResponse } from '#shared/contracts/assessments';

// Test data for the result pages: a small audit with a WHO-5 dimension (validated, higher is better)
// and two of our own (provisional, higher is harder), a burnout type and an archetype outcome.

export const RESULT_ID = '0b9e6c1e-4c4f-4c8e-9f51-1d2a3b4c5d6e';
export const PREVIOUS_ID = '7a1f0c2d-1111-4aaa-8bbb-2c3d4e5f6a7b';

const bands = (provisional: boolean) => {
  const p = provisional ? ' (provisional)' : '';
  return [
    { upTo: 33, label: `Lower${p}`, description: 'Lower than most.' },
    { upTo: 66, label: `Moderate${p}`, description: 'In the middle.' },
    { upTo: 100, label: `High${p}`, description: 'Higher than most.' },
  ];
};

const resultType = (id: string, title: string) => ({
  id,
  title,
  summary: `${title} in one sentence.`,
  interpretation: [`${title}: the first paragraph of interpretation.`, `${title}: the second paragraph.`],
  nextSteps: [`${title}: rest before you are empty.`, `${title}: tell one person how you are.`],
});

const score = (percent: number | null, band: string | null) => ({
  score: percent,
  percent,
  band,
  answered: percent === null ? 1 : 5,
  valid: percent !== null,
});

export function resultReply(over: Partial<AssessmentResultResponse> = {}): AssessmentResultResponse {
  return {
    id: RESULT_ID,
    slug: 'operating-system-audit',
    kind: 'operating_system_audit',
    title: 'Operating System Audit',
    basedOn: 'Well-being uses the WHO-5 Well-Being Index; the rest are our own questions.',
    resultType: 'system_override',
    scores: {
      dimensions: {
        who5: score(44, 'Low'),
        exhaustion: score(50, 'Moderate (provisional)'),
        mental_distance: score(80, 'High (provisional)'),
        settled: score(null, null),
      },
      outcomes: { burnout_type: 'system_override', archetype: 'shutdown' },
      resultType: 'system_override',
      notices: [],
      scoringVersion: '1.0.0',
    },
    scoringVersion: '1.0.0',
    createdAt: '2025-03-08T10:00:00.000Z',
    path: `/assessment/os-audit-result/${RESULT_ID}`,
    dimensions: [
      {
        id: 'who5',
        label: 'Well-being (WHO-5)',
        description: 'How you have felt over the last two weeks.',
        method: 'who5',
        items: ['w1', 'w2', 'w3', 'w4', 'w5'],
        higherIs: 'better',
        provisional: false,
        bands: bands(false),
      },
      {
        id: 'exhaustion',
        label: 'Exhaustion',
        description: 'How drained you feel.',
        method: 'mean',
        items: ['e1'],
        higherIs: 'harder',
        provisional: true,
        bands: bands(true),
      },
      {
        id: 'mental_distance',
        label: 'Mental distance',
        description: 'How far you hold your work.',
        method: 'mean',
        items: ['m1'],
        higherIs: 'harder',
        provisional: true,
        bands: bands(true),
      },
      {
        id: 'settled',
        label: 'Settled',
        description: 'How often you feel at ease.',
        method: 'mean',
        items: ['s1'],
        higherIs: 'better',
        provisional: true,
        bands: bands(true),
      },
    ],
    outcomes: [
      {
        id: 'burnout_type',
        label: 'Your burnout type',
        rule: {
          kind: 'first-match',
          rules: [{ result: 'system_override', when: [{ dimension: 'exhaustion', op: 'gte', value: 50 }] }],
          otherwise: 'authentic_alignment',
        },
        results: [resultType('system_override', 'System Override'), resultType('authentic_alignment', 'Authentic Alignment')],
      },
      {
        id: 'archetype',
        label: 'Your nervous-system archetype',
        rule: {
          kind: 'highest',
          candidates: [
            { dimension: 'mental_distance', result: 'shutdown' },
            { dimension: 'settled', result: 'settled' },
          ],
        },
        results: [resultType('shutdown', 'Shut Down'), resultType('settled', 'Settled')],
      },
    ],
    previous: {
      id: PREVIOUS_ID,
      createdAt: '2025-02-01T10:00:00.000Z',
      scores: {
        dimensions: {
          who5: score(40, 'Low'),
          exhaustion: score(70, 'High (provisional)'),
          mental_distance: score(65, 'Moderate (provisional)'),
          settled: score(30, 'Lower (provisional)'),
        },
        outcomes: { burnout_type: 'system_override', archetype: 'shutdown' },
        resultType: 'system_override',
        notices: [],
        scoringVersion: '1.0.0',
      },
    },
    viewedAsStaff: false,
    ...over,
  };
}

/** GET /api/assessments/:slug for a small assessment nobody has started. */
export function assessmentReply(slug: string, title: string) {
  return {
    definition: {
      slug,
      kind: 'social_exchange_index',
      title,
      tagline: `${title} in a line.`,
      measures: 'What it measures.',
      basedOn: 'Our own questions.',
      minutes: 5,
      scoringVersion: '1.0.0',
      marks: ['social'],
      perScreen: 1,
      scales: [
        {
          id: 'agree',
          options: [
            { value: 1, label: 'Never' },
            { value: 5, label: 'Always' },
          ],
        },
      ],
      sections: [{ id: 'giving', title: 'Giving', items: [{ id: 'g1', text: 'I give more than I get.', scale: 'agree' }] }],
      dimensions: [],
      outcomes: [],
    },
    progress: null,
    latest: null,
  };
}

/** Where the SoulPrint's axes come from in these replies: the latest audit. */
const LATEST_AUDIT = {
  slug: 'operating-system-audit',
  title: 'Operating System Audit',
  resultId: RESULT_ID,
  path: `/assessment/os-audit-result/${RESULT_ID}`,
  takenAt: '2025-03-08T10:00:00.000Z',
};

const auditHistoryEntry = (resultId: string, createdAt: string) => ({
  resultId,
  slug: 'operating-system-audit',
  title: 'Operating System Audit',
  resultType: 'system_override',
  resultTitle: 'System Override',
  createdAt,
  path: `/assessment/os-audit-result/${resultId}`,
});

/** GET /api/soulprint for a member who took the audit: astrology still open. */
export function soulprintReply(over: Record<string, unknown> = {}) {
  return {
    completionPercentage: 86,
    completedAssessments: 1,
    onboarding: { isNewUser: false, isOnboardingComplete: true, hasCompletedAssessments: true },
    burnoutType: 'system_override',
    archetype: 'shutdown',
    returning: true,
    tracking: {
      flags: { burnout: true, cri: true, nsa: true, social: true, chaos: true, astrology: false },
      auditComplete: true,
      completed: 6,
      total: 7,
      progress: 86,
      remaining: ['astrology'],
    },
    axes: [
      {
        key: 'who5',
        label: 'Well-being (WHO-5)',
        description: 'How you have felt.',
        percent: 44,
        higherIs: 'better',
        band: 'Low',
        source: LATEST_AUDIT,
      },
      {
        key: 'exhaustion',
        label: 'Exhaustion',
        description: 'How drained you feel.',
        percent: 72.5,
        higherIs: 'harder',
        band: 'High (provisional)',
        source: LATEST_AUDIT,
      },
      {
        key: 'settled',
        label: 'Settled',
        description: 'How often you feel at ease.',
        percent: 30,
        higherIs: 'better',
        band: 'Lower (provisional)',
        source: LATEST_AUDIT,
      },
    ],
    history: [auditHistoryEntry(RESULT_ID, '2025-03-08T10:00:00.000Z'), auditHistoryEntry(PREVIOUS_ID, '2025-02-01T10:00:00.000Z')],
    astrology: null,
    burnoutTitle: 'System Override',
    archetypeTitle: 'Shut Down',
    archetypeNote: null,
    ...over,
  };
}

/** Tracking for someone who has taken nothing yet. */
export const EMPTY_TRACKING = {
  flags: { burnout: false, cri: false, nsa: false, social: false, chaos: false, astrology: false },
  auditComplete: false,
  completed: 0,
  total: 7,
  progress: 0,
  remaining: ['burnout', 'cri', 'nsa', 'social', 'chaos', 'astrology'],
};
