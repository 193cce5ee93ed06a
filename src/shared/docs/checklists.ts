/**
 * The written checklists of /admin/qa-checklists (before a release) and /admin/beta-testing-guide
 * (what beta testers do). Staff tick items per release; the ticks are stored with who and when
 * (decision 122). Item ids are stable: a tick names its checklist and item, so renaming an id
 * orphans its ticks (a test keeps ids unique).
 */
export interface ChecklistItem {
  id: string;
  text: string;
}

export interface ChecklistSection {
  title: string;
  items: readonly ChecklistItem[];
}

export interface Checklist {
  id: ChecklistId;
  title: string;
  intro: string;
  sections: readonly ChecklistSection[];
}

export const CHECKLIST_IDS = ['qa-release', 'beta-testing'] as const;
export type ChecklistId = (typeof CHECKLIST_IDS)[number];

export const QA_RELEASE_CHECKLIST: Checklist = {
  id: 'qa-release',
  title: 'Release checklist',
  intro:
    'Work through this before a release goes to people. Tick each item as you check it: the tick keeps your name and the time, so the next person can see what was checked for this release.',
  sections: [
    {
      title: 'The build',
      items: [
        {
          id: 'ci-green',
          text: 'CI passed on the commit being released (.ci/run: lint, typecheck, format, unit, web and API tests, journeys).',
        },
        {
          id: 'api-postgres',
          text: 'The API tests passed on PostgreSQL as well as on the embedded database (npm run test:api with TEST_DATABASE_URL).',
        },
        {
          id: 'budget',
          text: 'npm run build && npm run budget: the first load of / is within 130 KB gzip and every page chunk within 60 KB.',
        },
        {
          id: 'lighthouse',
          text: 'npm run lighthouse: performance 95 or more, accessibility, best practices and SEO 100 on /, /glossary and /anti-hustle-library.',
        },
        { id: 'migrations', text: 'New migrations were applied to a copy of production data (npm run db:migrate) without error.' },
      ],
    },
    {
      title: 'Safety',
      items: [
        {
          id: 'crisis-card',
          text: 'Typing a crisis phrase in a check-in note, a Lounge post and a message to Sofia shows the crisis card with the support lines.',
        },
        {
          id: 'safety-question',
          text: 'Answering the safety question of an assessment above 0 shows the crisis resources before the result.',
        },
        { id: 'safety-plan', text: 'The safety plan opens signed out and its phone links dial.' },
      ],
    },
    {
      title: 'People and their data',
      items: [
        { id: 'sign-up', text: 'A new account can sign up, confirm its email and sign in; a password reset email arrives and works.' },
        { id: 'export', text: 'A data export from /privacy-settings arrives and holds every part listed in the privacy registry.' },
        { id: 'deletion', text: 'A deletion request can be cancelled from its email link within the 7-day grace period.' },
        { id: 'consent', text: 'Without analytics consent no page view is recorded (/admin/traffic stays unchanged).' },
      ],
    },
    {
      title: 'Payments and email',
      items: [
        {
          id: 'checkout',
          text: 'A shop order and a membership go through checkout (test mode or a Stripe test key) and the receipt email arrives.',
        },
        { id: 'refund', text: 'A refund from /admin/refunds reaches the order and the member is told.' },
        { id: 'email-delivery', text: '/admin/email-management shows no failed emails since the last release.' },
      ],
    },
    {
      title: 'Accessibility and look',
      items: [
        { id: 'keyboard', text: 'The changed pages work with the keyboard alone, with a visible focus ring.' },
        { id: 'screen-reader', text: 'The changed pages read sensibly with a screen reader (headings, labels, live messages).' },
        { id: 'dark-mode', text: 'The changed pages look right in dark mode, on a phone and with reduced motion.' },
      ],
    },
    {
      title: 'After the release',
      items: [
        { id: 'health', text: 'GET /api/health and GET /api/ready answer 200 on every instance.' },
        { id: 'logs', text: 'The server log shows no new errors in the first hour.' },
        { id: 'backup', text: 'A backup was taken before the release and its restore was tried (see the operating manual).' },
      ],
    },
  ],
};

export const BETA_TESTING_CHECKLIST: Checklist = {
  id: 'beta-testing',
  title: 'Beta testing guide',
  intro:
    'What we ask of beta testers, and what staff check for each beta round. Beta testers join with an access code from /admin/access-codes while the launch gate is on. Tick each step for the round (the release) as it is done.',
  sections: [
    {
      title: 'Before the round',
      items: [
        {
          id: 'codes',
          text: 'Access codes for the round are made in /admin/access-codes, with a name that says which round they belong to.',
        },
        {
          id: 'invite',
          text: 'Each tester got the invitation: what the product is, that it is not therapy, and where the support lines are.',
        },
        {
          id: 'consent-explained',
          text: 'Testers were told that analytics is off unless they allow it, and how to export or delete their data.',
        },
      ],
    },
    {
      title: 'What testers try',
      items: [
        { id: 'first-audit', text: 'Take the Operating System Audit and read the result.' },
        { id: 'first-edit', text: 'Start an Edit and finish its first module.' },
        { id: 'checkins', text: 'Check in daily for a week, then open the wellness dashboard and Personal Guidance.' },
        { id: 'lounge', text: 'Read The Lounge, post once, and report something that looks wrong.' },
        { id: 'sofia', text: 'Talk to Sofia about a hard day (a Premium test code unlocks her).' },
        { id: 'phone', text: 'Use the app on a phone for at least one of the above.' },
      ],
    },
    {
      title: 'Hearing back',
      items: [
        { id: 'feedback-read', text: 'Every message testers sent through /contact was read in /admin/contact-messages and answered.' },
        { id: 'issues-filed', text: 'Each problem a tester found is filed as an issue with the steps to see it.' },
        { id: 'crisis-followed', text: 'Any crisis report from the round was handled as the operating manual says, the same day.' },
        { id: 'thanks', text: 'Testers were thanked and told what changed because of them.' },
      ],
    },
  ],
};

export const CHECKLISTS: Record<ChecklistId, Checklist> = {
  'qa-release': QA_RELEASE_CHECKLIST,
  'beta-testing': BETA_TESTING_CHECKLIST,
};

/** Whether a checklist has this item (the server refuses a tick of an item that does not exist). */
export function hasChecklistItem(checklist: ChecklistId, item: string): boolean {
  return CHECKLISTS[checklist].sections.some((section) => section.items.some((i) => i.id === item));
}
