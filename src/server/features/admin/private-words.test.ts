import { describe, expect, it } from 'vitest';
import { PRIVATE_TEXT_CODE } from '#shared/access/impersonation';
import { get, signUpStaff, signUpVerified } from '#server/testing/auth-helpers';
import { startImpersonation, viewingAs } from '#server/testing/impersonation';
import { callerOf } from '#server/testing/requests';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { makeActor } from '#server/testing/test-app';
import { MEMBER_DATA_POLICIES } from '#server/platform/private-words';

/**
 * Review 6, safety 5: staff viewing as a member read her Sofia chats, safety plan and FlowPath,
 * because the guard listed private routes by path and new ones were never added. Each member GET
 * now says on its route what it returns of her words (`privateWords`, decision 070); this walks
 * every registered one, so a new route must choose, and the choice is read here.
 */
const t = setUpTestApp();
const call = callerOf(t);

type Kind = 'none' | 'block' | 'never' | 'redact';

/**
 * Every GET a member (or premium member, or coach) calls, and what it holds of her words. `none`
 * includes words she wrote for staff or for others (a hardship application, a deletion reason, a
 * review, Lounge posts: held ones are read by the moderators, who are the staff who may view as her).
 */
const DECLARED: Record<string, Kind> = {
  'GET /api/account/profile': 'none',
  'GET /api/account/sessions': 'none',
  'GET /api/account/terms': 'none',
  'GET /api/admin/check': 'none',
  'GET /api/assessments': 'none',
  'GET /api/assessments/:slug': 'redact',
  'GET /api/assessments/:slug/results': 'none',
  'GET /api/assessments/results/:resultId': 'none',
  'GET /api/assessments/supplemental': 'block',
  'GET /api/coaching/applications/mine': 'none',
  'GET /api/edits': 'none',
  'GET /api/edits/:pathSlug': 'none',
  'GET /api/edits/:pathSlug/modules/:moduleSlug': 'redact',
  'GET /api/flowpath': 'block',
  'GET /api/flowpath/content': 'none',
  'GET /api/journal': 'block',
  'GET /api/journal/tags': 'block',
  'GET /api/journey': 'none',
  'GET /api/lounge/circles': 'none',
  'GET /api/lounge/helpful': 'none',
  'GET /api/lounge/me': 'none',
  'GET /api/lounge/posts': 'none',
  'GET /api/lounge/posts/:id': 'none',
  'GET /api/lounge/posts/:id/summary': 'none',
  'GET /api/memberships/billing': 'none',
  'GET /api/memberships/hardship': 'none',
  'GET /api/memberships/invoices': 'none',
  'GET /api/memberships/test-checkout/:sessionId': 'none',
  'GET /api/my-content': 'none',
  'GET /api/plan': 'none',
  'GET /api/privacy/consents': 'none',
  'GET /api/privacy/deletion': 'none',
  'GET /api/privacy/exports': 'none',
  'GET /api/privacy/exports/:id/download': 'never',
  'GET /api/privacy/settings': 'none',
  'GET /api/privacy/support-access': 'none',
  'GET /api/realtime/events': 'none',
  'GET /api/reflections': 'block',
  'GET /api/safety-plan': 'block',
  'GET /api/shop/files/:fileKey': 'none',
  'GET /api/shop/purchases': 'none',
  'GET /api/shop/reviews/:productId/mine': 'none',
  'GET /api/sofia/conversations': 'block',
  'GET /api/sofia/conversations/:id/messages': 'block',
  'GET /api/sofia/insights': 'block',
  'GET /api/sofia/status': 'none',
  'GET /api/soulprint': 'none',
  'GET /api/soulprint/summary': 'none',
  'GET /api/starter-kit': 'none',
  'GET /api/wellness/calendar': 'redact',
  'GET /api/wellness/checkins': 'redact',
  'GET /api/wellness/checkins/latest': 'none',
  'GET /api/wellness/preferences': 'none',
  'GET /api/wellness/state-checks': 'none',
  'GET /api/wellness/trends': 'none',
};

const memberReads = () => t.routes.filter((r) => r.method === 'GET' && (MEMBER_DATA_POLICIES as readonly string[]).includes(r.access));
const kindOf = (words: (typeof t.routes)[number]['privateWords']): Kind | 'undeclared' =>
  words === undefined ? 'undeclared' : typeof words === 'object' ? 'redact' : words;

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const fill = (url: string) => url.replace(/:([A-Za-z_]+)\??/g, (_m, name: string) => (/slug/i.test(name) ? 'sample' : SAMPLE_ID));
const routesOf = (kinds: Kind[]) =>
  Object.entries(DECLARED)
    .filter(([, kind]) => kinds.includes(kind))
    .map(([key]) => key.slice('GET '.length));

describe('every member read says what it holds of her words (review 6, safety 5)', () => {
  it('declares it on each route, as this table reads', () => {
    const declared = Object.fromEntries(memberReads().map((r) => [`GET ${r.url}`, kindOf(r.privateWords)]));
    // A new member GET fails here until its route says `privateWords` and it is added above.
    expect(declared).toEqual(DECLARED);
  });
});

describe('staff viewing as a member, through the real server', () => {
  it('refuses each private read without her support access, and answers it with it', async () => {
    const member = makeActor();
    const staff = viewingAs(member);
    const refused = async () => {
      const codes: string[] = [];
      for (const url of routesOf(['block', 'never'])) {
        const res = await call(staff, 'GET', fill(url));
        if (res.statusCode !== 403 || res.json().code !== PRIVATE_TEXT_CODE) codes.push(`${url}: ${res.statusCode}`);
      }
      return codes;
    };
    expect(await refused()).toEqual([]);

    expect((await call(member, 'PUT', '/api/privacy/support-access', { hours: 24 })).statusCode).toBe(200);
    const stillRefused: string[] = [];
    for (const url of routesOf(['block', 'never'])) {
      const res = await call(staff, 'GET', fill(url));
      if (res.statusCode === 403 && res.json().code === PRIVATE_TEXT_CODE) stillRefused.push(url);
    }
    // The whole data export stays closed to staff, whatever she allows.
    expect(stillRefused).toEqual(['/api/privacy/exports/:id/download']);
  });

  it('never refuses a read that holds none of her words', async () => {
    const staff = viewingAs(makeActor());
    const refused: string[] = [];
    for (const url of routesOf(['none', 'redact']).filter((u) => u !== '/api/realtime/events')) {
      const res = await call(staff, 'GET', fill(url));
      if (res.statusCode === 403) refused.push(url);
    }
    expect(refused).toEqual([]);
  });

  it('hides her Sofia conversations, safety plan and FlowPath words until she allows it', async () => {
    const account = await signUpVerified(t);
    const member = makeActor({ userId: account.userId, email: account.email, tier: 'premium' });
    const staff = viewingAs(member);
    const started = await call(member, 'POST', '/api/sofia/conversations', { title: 'After the meeting' });
    expect(started.statusCode).toBe(201);
    const conversation = started.json().conversation.id as string;
    const plan = { reasonsForLiving: 'My sister', warningSigns: 'Not sleeping' };
    expect((await call(member, 'PUT', '/api/safety-plan', plan)).statusCode).toBe(200);
    expect((await call(member, 'PUT', '/api/flowpath/scripts/saying-no', { text: 'Not this week, thanks.' })).statusCode).toBe(200);

    const reads = ['/api/sofia/conversations', `/api/sofia/conversations/${conversation}/messages`, '/api/safety-plan', '/api/flowpath'];
    for (const url of reads) {
      const res = await call(staff, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe(PRIVATE_TEXT_CODE);
      expect(res.body, url).not.toMatch(/After the meeting|My sister|Not this week/);
    }

    await call(member, 'PUT', '/api/privacy/support-access', { hours: 24 });
    expect((await call(staff, 'GET', '/api/sofia/conversations')).json().conversations[0].title).toBe('After the meeting');
    expect((await call(staff, 'GET', `/api/sofia/conversations/${conversation}/messages`)).statusCode).toBe(200);
    expect((await call(staff, 'GET', '/api/safety-plan')).json().plan).toMatchObject(plan);
    expect((await call(staff, 'GET', '/api/flowpath')).json().scripts).toEqual({ 'saying-no': 'Not this week, thanks.' });

    await call(member, 'PUT', '/api/privacy/support-access', { hours: 0 });
    expect((await call(staff, 'GET', '/api/safety-plan')).statusCode).toBe(403);
    // She reads all of it herself.
    expect((await call(member, 'GET', '/api/safety-plan')).json().plan).toMatchObject(plan);
  });

  it('holds in a real impersonation session, signed in by cookie', async () => {
    const admin = await signUpStaff(t, 'super_admin');
    const member = await signUpVerified(t);
    const { asMember } = await startImpersonation(t, admin, member.userId);
    for (const url of ['/api/sofia/conversations', '/api/safety-plan', '/api/flowpath', '/api/sofia/insights']) {
      const res = await get(t, url, asMember);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe(PRIVATE_TEXT_CODE);
    }
    expect((await get(t, '/api/safety-plan', member.cookie)).statusCode).toBe(200);
  });
});
