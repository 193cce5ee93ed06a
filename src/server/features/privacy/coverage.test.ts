import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { PRIVACY_REGISTRY } from '#server/platform/db/privacy-registry';
import { signUpVerified } from '#server/testing/auth-helpers';
import { collectPersonalData, deletePersonalData, type Person } from './personal-data';

/**
 * Proof that export and deletion miss nothing: a person gets a row in EVERY table the registry
 * calls personal (a later feature adding a table must add its factory here, or this test fails),
 * then export finds them all with that person's rows only, and deletion leaves none behind while
 * another person's rows stay untouched.
 */
type Factory = (p: Person) => { columns: string[]; values: unknown[] };
const now = () => new Date();
/** A message belongs to a conversation: each person's conversation id, made by the first factory. */
const sofiaConversation = new Map<string, string>();
/** A post by no one that the Lounge factories comment on and react to. */
const LOUNGE_POST_ID = randomUUID();
const FACTORIES: Record<string, Factory> = {
  // users, sessions and accounts come from signing up and in.
  users: () => ({ columns: [], values: [] }),
  sessions: () => ({ columns: [], values: [] }),
  accounts: () => ({ columns: [], values: [] }),
  email_messages: (p) => ({
    columns: ['type', 'to_address', 'user_id', 'subject', 'text', 'html'],
    values: ['test', p.email, p.id, 'Hello', 'Hi', '<p>Hi</p>'],
  }),
  realtime_events: (p) => ({
    columns: ['user_id', 'type', 'data'],
    values: [p.id, 'profile.updated', JSON.stringify({ fields: ['full_name'] })],
  }),
  page_views: (p) => ({ columns: ['user_id', 'session_id', 'page_path', 'page_title'], values: [p.id, randomUUID(), '/a', 'A'] }),
  geographic_device_metrics: (p) => ({ columns: ['user_id', 'session_id', 'page_path'], values: [p.id, randomUUID(), '/a'] }),
  user_comprehensive_metrics: (p) => ({
    columns: [
      'user_id',
      'community_engagement_score',
      'content_completion_rate',
      'avg_session_length_minutes',
      'total_modules_completed',
      'soulprint_completion',
      'total_journal_entries',
    ],
    values: [p.id, 0, 0, 0, 0, 0, 0],
  }),
  data_quality_metrics: (p) => ({
    columns: [
      'user_id',
      'profile_completion_percentage',
      'assessments_started',
      'assessments_completed',
      'data_export_requests',
      'account_verification_status',
      'data_health_score',
    ],
    values: [p.id, 10, 0, 0, 0, 'verified', 4],
  }),
  business_intelligence_metrics: (p) => ({ columns: ['user_id', 'metric_type', 'metric_value'], values: [p.id, 'conversion_event', 1] }),
  audit_log: (p) => ({ columns: ['actor_user_id', 'target_user_id', 'action'], values: [p.id, p.id, 'tier.set'] }),
  security_events: (p) => ({ columns: ['user_id', 'kind', 'ip_truncated'], values: [p.id, 'sign_in_failed', '10.0.0.0'] }),
  content_versions: (p) => ({
    columns: ['kind', 'slug', 'version', 'title', 'data', 'author_id'],
    values: ['page', `p-${randomUUID()}`, 1, 'A page', JSON.stringify({ title: 'A page' }), p.id],
  }),
  site_settings: (p) => ({ columns: ['key', 'value', 'updated_by'], values: [`k-${randomUUID()}`, JSON.stringify({ on: true }), p.id] }),
  access_codes: (p) => ({ columns: ['code', 'name', 'created_by'], values: [`C-${randomUUID().slice(0, 8)}`, 'Code', p.id] }),
  beta_waitlist: (p) => ({ columns: ['email', 'source'], values: [p.email, 'launch_gate'] }),
  checklist_ticks: (p) => ({
    columns: ['release', 'checklist', 'item', 'ticked_by'],
    values: [`r-${randomUUID().slice(0, 8)}`, 'qa-release', 'typecheck', p.id],
  }),
  brand_assets: (p) => ({
    columns: ['name', 'label', 'content_type', 'bytes', 'size', 'sha256', 'uploaded_by'],
    values: [`brand-${randomUUID().slice(0, 8)}.png`, 'Logo', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 4, 'abc', p.id],
  }),
  email_template_overrides: (p) => ({
    columns: ['type', 'subject', 'intro', 'after', 'updated_by'],
    values: [`type-${randomUUID().slice(0, 8)}`, 'Subject', 'Intro', 'After', p.id],
  }),
  doc_drafts: (p) => ({
    columns: ['topic', 'title', 'body', 'source', 'created_by'],
    values: ['api-routes', 'Routing', 'Draft', 'template', p.id],
  }),
  privacy_consents: (p) => ({
    columns: ['user_id', 'consent_type', 'consent_given', 'privacy_policy_version'],
    values: [p.id, 'analytics', true, '2025-01-01'],
  }),
  privacy_settings: (p) => ({ columns: ['user_id'], values: [p.id] }),
  data_export_requests: (p) => ({ columns: ['user_id', 'status'], values: [p.id, 'pending'] }),
  data_deletion_requests: (p) => ({
    columns: ['user_id', 'email', 'status', 'scheduled_for', 'cancel_token'],
    values: [p.id, p.email, 'pending', now(), randomUUID()],
  }),
  terms_acceptances: (p) => ({ columns: ['user_id', 'version'], values: [p.id, '2025-01-01'] }),
  contact_messages: (p) => ({
    columns: ['user_id', 'name', 'email', 'topic', 'message', 'status', 'handled_by', 'handled_at'],
    values: [p.id, 'Ada', p.email, 'Feedback', 'Hello there', 'answered', p.id, now()],
  }),
  coach_applications: (p) => ({
    columns: ['user_id', 'name', 'email', 'credentials', 'experience', 'approach', 'decided_by'],
    values: [p.id, 'Ada', p.email, 'ICF', 'Years', 'Gently', p.id],
  }),
  assessment_progress: (p) => ({
    columns: ['user_id', 'slug', 'answers'],
    values: [p.id, 'operating-system-audit', JSON.stringify({ who5_1: 3 })],
  }),
  quiz_results: (p) => ({
    columns: ['user_id', 'slug', 'quiz_type', 'result_type', 'answers', 'scores', 'scoring_version'],
    values: [
      p.id,
      'burnout-blueprint',
      'burnout_blueprint',
      'system_override',
      JSON.stringify({ a: 1 }),
      JSON.stringify({ dimensions: {} }),
      '1.0.0',
    ],
  }),
  master_assessment_results: (p) => ({
    columns: ['user_id', 'slug', 'result_type', 'answers', 'scores', 'scoring_version'],
    values: [p.id, 'master', 'system_override', JSON.stringify({ a: 1 }), JSON.stringify({ dimensions: {} }), '1.0.0'],
  }),
  supplemental_answers: (p) => ({ columns: ['user_id', 'answers'], values: [p.id, JSON.stringify({ work: 1 })] }),
  assessment_access_grants: (p) => ({ columns: ['user_id', 'code_name'], values: [p.id, 'Partner'] }),
  // Made at sign-up (decision 130): the person already has one.
  soulprint_profiles: () => ({ columns: [], values: [] }),
  astrology_profiles: (p) => ({
    columns: ['user_id', 'birth_date', 'sun_sign', 'moon_sign'],
    values: [p.id, '1990-06-15', 'Gemini', 'Aries'],
  }),
  flowpath_paths: (p) => ({ columns: ['user_id', 'option_notes'], values: [p.id, JSON.stringify({ 'stay-and-craft': 'Maybe' })] }),
  flowpath_energy_maps: (p) => ({ columns: ['user_id', 'day', 'tasks'], values: [p.id, '2026-11-27', JSON.stringify([])] }),
  flowpath_experiments: (p) => ({
    columns: ['user_id', 'kind', 'title', 'start_on', 'check_back_on'],
    values: [p.id, 'boundary', 'Lunch', '2026-11-27', '2026-12-07'],
  }),
  flowpath_scripts: (p) => ({ columns: ['user_id', 'script_id', 'text'], values: [p.id, 'saying-no', 'No, thanks.'] }),
  flowpath_milestones: (p) => ({ columns: ['user_id', 'horizon', 'title', 'due_on'], values: [p.id, 30, 'Talk', '2026-12-27'] }),
  edit_enrolments: (p) => ({ columns: ['user_id', 'edit_slug'], values: [p.id, 'rest-without-guilt'] }),
  module_completions: (p) => ({ columns: ['user_id', 'edit_slug', 'module_slug'], values: [p.id, 'rest-without-guilt', 'one'] }),
  module_reflections: (p) => ({
    columns: ['user_id', 'edit_slug', 'module_slug', 'answer'],
    values: [p.id, 'rest-without-guilt', 'one', 'I rested.'],
  }),
  saved_modules: (p) => ({ columns: ['user_id', 'edit_slug', 'module_slug'], values: [p.id, 'rest-without-guilt', 'one'] }),
  plan_preferences: (p) => ({
    columns: ['user_id', 'days_per_week', 'preferred_days', 'minutes_per_session'],
    values: [p.id, 2, JSON.stringify(['tue']), 10],
  }),
  user_preferences: (p) => ({ columns: ['user_id', 'burnout_check_frequency'], values: [p.id, 'daily'] }),
  soulprint_entries: (p) => ({
    columns: ['user_id', 'soulprint_profile_id', 'category', 'entry_type', 'data'],
    values: [p.id, randomUUID(), 'wellness', 'burnout_check', JSON.stringify({ energy_level: 5 })],
  }),
  safety_plans: (p) => ({ columns: ['user_id', 'plan'], values: [p.id, JSON.stringify({ reasonsForLiving: 'My sister' })] }),
  journal_entries: (p) => ({ columns: ['user_id', 'title', 'body'], values: [p.id, 'A day', 'It was fine.'] }),
  nervous_state_checks: (p) => ({ columns: ['user_id', 'state'], values: [p.id, 'settled'] }),
  hardship_applications: (p) => ({
    columns: ['user_id', 'situation', 'requested_level', 'decided_by'],
    values: [p.id, 'Hard times', 50, p.id],
  }),
  orders: (p) => ({
    columns: ['public_number', 'user_id', 'email', 'status', 'provider', 'subtotal_cents', 'total_cents'],
    values: [`RS-${randomUUID().slice(0, 8).toUpperCase()}`, p.id, p.email, 'paid', 'test', 1900, 1900],
  }),
  entitlements: (p) => ({
    columns: ['user_id', 'email', 'kind', 'product_id', 'source_type', 'source_id'],
    values: [p.id, p.email, 'download', 'burnout-autoimmunity-ebook', 'order_item', randomUUID()],
  }),
  product_reviews: (p) => ({
    columns: ['product_id', 'user_id', 'rating', 'body', 'decided_by'],
    values: ['burnout-recovery-workbook', p.id, 5, 'It helped.', p.id],
  }),
  refund_requests: (p) => ({ columns: ['order_number', 'email', 'reason'], values: ['RS-ABCDEFGH', p.email, 'It was not for me.'] }),
  product_settings: (p) => ({ columns: ['product_id', 'price_cents', 'updated_by'], values: [`p-${randomUUID()}`, 1900, p.id] }),
  product_setting_changes: (p) => ({
    columns: ['product_id', 'changed_by', 'from_price_cents', 'to_price_cents', 'from_available', 'to_available'],
    values: [`p-${randomUUID()}`, p.id, 4700, 3900, true, true],
  }),
  memberships: (p) => ({
    columns: ['user_id', 'tier', 'interval', 'status', 'provider', 'provider_subscription_id', 'current_period_end', 'last_event_at'],
    values: [p.id, 'premium', 'month', 'active', 'test', `test_sub_${randomUUID()}`, now(), now()],
  }),
  tier_grants: (p) => ({ columns: ['user_id', 'tier', 'reason', 'granted_by'], values: [p.id, 'elite', 'Beta tester', p.id] }),
  billing_customers: (p) => ({ columns: ['user_id', 'provider', 'customer_id'], values: [p.id, 'stripe', `cus_${randomUUID()}`] }),
  local_subscriptions: (p) => ({
    columns: ['id', 'checkout_session_id', 'user_id', 'provider', 'lookup_key', 'status', 'list_cents'],
    values: [`test_sub_${randomUUID()}`, `test_cs_${randomUUID()}`, p.id, 'test', 'premium_month', 'active', 1200],
  }),
  membership_invoices: (p) => ({
    columns: ['id', 'user_id', 'provider_subscription_id', 'status', 'tier', 'interval', 'amount_cents', 'period_start', 'period_end'],
    values: [`test_in_${randomUUID()}`, p.id, `test_sub_${randomUUID()}`, 'paid', 'premium', 'month', 1200, now(), now()],
  }),
  membership_reminders: (p) => ({
    columns: ['user_id', 'kind', 'subject_id', 'due_at'],
    values: [p.id, 'yearly_renewal', `test_sub_${randomUUID()}`, now()],
  }),
  sofia_conversations: (p) => {
    sofiaConversation.set(p.id, randomUUID());
    return { columns: ['id', 'user_id', 'title', 'crisis'], values: [sofiaConversation.get(p.id), p.id, 'A hard week', true] };
  },
  sofia_messages: (p) => ({
    columns: ['conversation_id', 'user_id', 'role', 'parts', 'intent'],
    values: [sofiaConversation.get(p.id), p.id, 'user', JSON.stringify([{ type: 'text', text: 'Work is a lot.' }]), 'work_pressure'],
  }),
  lounge_members: (p) => ({ columns: ['user_id', 'display_name', 'identity_kind'], values: [p.id, `Fern ${randomUUID()}`, 'pseudonym'] }),
  lounge_posts: (p) => ({ columns: ['circle', 'author_id', 'title', 'body'], values: ['boundaries', p.id, 'No', 'I said no.'] }),
  lounge_comments: (p) => ({ columns: ['post_id', 'author_id', 'body'], values: [LOUNGE_POST_ID, p.id, 'Well done.'] }),
  lounge_reactions: (p) => ({ columns: ['item_kind', 'item_id', 'user_id', 'kind'], values: ['post', LOUNGE_POST_ID, p.id, 'calm'] }),
  lounge_flags: (p) => ({
    columns: ['item_kind', 'item_id', 'source', 'reason', 'details', 'reporter_id', 'risk'],
    values: ['post', LOUNGE_POST_ID, 'report', 'unkind', 'Rude', p.id, 60],
  }),
  lounge_blocks: (p) => ({ columns: ['user_id', 'blocked_id'], values: [p.id, randomUUID()] }),
  lounge_mutes: (p) => ({ columns: ['user_id', 'circle'], values: [p.id, 'boundaries'] }),
  lounge_moderation_actions: (p) => ({
    columns: ['member_id', 'moderator_id', 'action', 'reason'],
    values: [p.id, p.id, 'warn', 'Be kind'],
  }),
  lounge_circle_hosts: (p) => ({ columns: ['circle', 'hosted_by'], values: [`circle-${randomUUID()}`, p.id] }),
};

const personalTables = Object.entries(PRIVACY_REGISTRY)
  .filter(([, e]) => e.personal === true || (e.personal === 'unlinked' && (e.emailColumns?.length ?? 0) > 0))
  .map(([name]) => name);

const t = setUpTestApp();
beforeAll(async () => {
  await t.database.execute(`insert into lounge_posts (id, circle, title, body) values ($1, 'boundaries', 'A', 'B')`, [LOUNGE_POST_ID]);
});

async function seed(person: Person) {
  for (const table of personalTables) {
    const { columns, values } = FACTORIES[table](person);
    if (!columns.length) continue;
    await t.database.db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) values (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`,
    );
  }
}

async function count(table: string, person: Person): Promise<number> {
  const data = await collectPersonalData(t.database.db, person);
  return data[table]?.length ?? 0;
}

describe('export and deletion cover every personal table', () => {
  it('has a factory for every table the registry calls personal', () => {
    expect(personalTables.filter((table) => !FACTORIES[table])).toEqual([]);
  });

  it("exports every table with the person's rows only, then deletes them all and leaves others alone", async () => {
    const a = await signUpVerified(t);
    const b = await signUpVerified(t);
    const personA: Person = { id: a.userId, email: a.email };
    const personB: Person = { id: b.userId, email: b.email };
    await seed(personA);
    await seed(personB);

    const exported = await collectPersonalData(t.database.db, personA);
    for (const table of personalTables) {
      expect(exported[table]?.length ?? 0, `${table} exported`).toBeGreaterThan(0);
    }
    expect(JSON.stringify(exported)).not.toContain(personB.id);
    expect(JSON.stringify(exported)).not.toContain(personB.email);

    const before = Object.fromEntries(await Promise.all(personalTables.map(async (table) => [table, await count(table, personB)])));
    await deletePersonalData(t.database.db, personA);

    const left = await collectPersonalData(t.database.db, personA);
    for (const table of personalTables) expect(left[table] ?? [], `${table} after deletion`).toEqual([]);
    for (const table of personalTables) expect(await count(table, personB), `${table} of the other person`).toBe(before[table]);

    // Checked without the registry's own column lists: no row of any table in the database still
    // names person A (their id or address anywhere in the row), while person B is still there.
    const traces = async (person: Person) => {
      const found: string[] = [];
      for (const table of await databaseTables()) {
        const { rows } = await t.database.execute(
          `select count(*)::int as n from "${table}" r where strpos(r::text, $1) > 0 or strpos(lower(r::text), $2) > 0`,
          [person.id, person.email.toLowerCase()],
        );
        if (Number(rows[0].n) > 0) found.push(table);
      }
      return found;
    };
    expect(await traces(personA)).toEqual([]);
    expect(await traces(personB)).toEqual(expect.arrayContaining(['users', 'journal_entries', 'privacy_consents']));
  });

  it("keeps the staff member and the action of an audit row about a deleted member, and never exports a staff member's id", async () => {
    const staffMember = await signUpVerified(t);
    const member = await signUpVerified(t);
    const person: Person = { id: member.userId, email: member.email };
    await t.database.execute(
      `insert into audit_log (actor_user_id, target_user_id, action, reason) values ($1, $2, 'impersonation.start', 'Checking a bug')`,
      [staffMember.userId, member.userId],
    );
    const exported = await collectPersonalData(t.database.db, person);
    expect(JSON.stringify(exported)).not.toContain(staffMember.userId);
    expect(exported.audit_log).toContainEqual(expect.objectContaining({ actor_user_id: 'a staff member', target_user_id: member.userId }));

    await deletePersonalData(t.database.db, person);
    const { rows } = await t.database.execute(
      `select actor_user_id, target_user_id, action from audit_log where actor_user_id = $1 and action = 'impersonation.start'`,
      [staffMember.userId],
    );
    expect(rows).toEqual([{ actor_user_id: staffMember.userId, target_user_id: null, action: 'impersonation.start' }]);
  });

  it('the registry knows every table the database really has (not only those of the drizzle schema)', async () => {
    expect((await databaseTables()).sort()).toEqual(Object.keys(PRIVACY_REGISTRY).sort());
  });
});

/** The base tables of the app's schema as the database reports them (migrations included). */
async function databaseTables(): Promise<string[]> {
  const { rows } = await t.database.execute(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  return rows.map((r) => String(r.table_name));
}
