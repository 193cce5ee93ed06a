import type { EditCard, EditDetailResponse, ModuleResponse } from '#shared/contracts/edits';

export function editCard(over: Partial<EditCard> & Pick<EditCard, 'slug' | 'title'>): EditCard {
  return {
    kind: 'path',
    summary: `About ${over.title}.`,
    needs: ['settle'],
    minutes: 50,
    moduleCount: 7,
    completedCount: 0,
    started: false,
    setAside: false,
    recommendedReason: null,
    ...over,
  };
}

/** GET /api/edits in the server's order: the recommended ones first. */
export const EDIT_LIST = {
  edits: [
    editCard({
      slug: 'settling-an-overactive-nervous-system',
      title: 'Settling an overactive nervous system',
      needs: ['settle'],
      minutes: 45,
      completedCount: 2,
      started: true,
      recommendedReason: 'Recommended for your System Override result',
    }),
    editCard({
      slug: 'rest-without-guilt',
      title: 'Rest without guilt',
      needs: ['rest', 'energy'],
      minutes: 53,
      recommendedReason: 'Recommended for your System Override result',
    }),
    editCard({ slug: 'coming-back-from-shutdown', title: 'Coming back from shutdown', needs: ['energy', 'settle'], minutes: 40 }),
    editCard({ slug: 'the-energy-audit', title: 'The Energy Audit', needs: ['energy'], minutes: 64, completedCount: 7, started: true }),
  ],
};

export function editDetail(over: Partial<EditDetailResponse> = {}): EditDetailResponse {
  return {
    ...editCard({ slug: 'settling-an-overactive-nervous-system', title: 'Settling an overactive nervous system', moduleCount: 3 }),
    forWhom: 'For you if you feel wired most of the time.',
    rhythm: 'One module every two or three days',
    introHtml: '<p>Seven short modules.</p>',
    serves: { burnoutTypes: ['system_override'], archetypes: ['mobilised'] },
    modules: [
      { slug: 'why-your-body-stays-switched-on', title: 'Why your body stays switched on', minutes: 7, status: 'current', saved: false },
      { slug: 'the-longer-out-breath', title: 'The longer out-breath', minutes: 6, status: 'not_started', saved: true },
      {
        slug: 'giving-the-energy-somewhere-to-go',
        title: 'Giving the energy somewhere to go',
        minutes: 8,
        status: 'not_started',
        saved: false,
      },
    ],
    nextModule: 'why-your-body-stays-switched-on',
    ...over,
  };
}

export function moduleReply(over: Partial<ModuleResponse> = {}): ModuleResponse {
  return {
    edit: { slug: 'settling-an-overactive-nervous-system', title: 'Settling an overactive nervous system', kind: 'path' },
    slug: 'the-longer-out-breath',
    title: 'The longer out-breath',
    minutes: 6,
    position: 2,
    total: 3,
    readingHtml: '<p>Of all the ways to help a busy body settle, breathing is the one you always have with you.</p>',
    practice: {
      guide: 'breath',
      title: 'In for four, out for six',
      instructions: 'The pacer will guide you.\n\nIf you feel dizzy, stop.',
      pattern: { inhale: 4, hold: 0, exhale: 6, rest: 0 },
      rounds: 12,
    },
    reflection: { prompt: 'What, if anything, changed in your body?', answer: null },
    completed: false,
    saved: false,
    previousModule: 'why-your-body-stays-switched-on',
    nextModule: 'giving-the-energy-somewhere-to-go',
    ...over,
  };
}
