import { describe, expect, it } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { DEFAULT_PREFERENCES } from '#shared/contracts/wellness';
import { TEXT_MESSAGES } from '#shared/validation/text';
import { CHECKIN_RATINGS } from '#server/testing/checkin';
import { makeActor } from '#server/testing/test-app';
import { setUpTestApp } from '#server/testing/set-up-test-app';
import { callAs, type Method, expectFieldErrors } from '#server/testing/requests';
import { soulprintEntries } from './schema';

const t = setUpTestApp();

const call = (actor: Actor, method: Method, url: string, payload?: object) => callAs(t, actor, method, url, payload);

describe('check-ins (spec 3: soulprint_entries, wellness / burnout_check)', () => {
  it('stores the ratings, notes, a timestamp and the frequency, creating the soulprint profile on first need', async () => {
    const member = makeActor();
    expect((await call(member, 'GET', '/api/wellness/checkins/latest')).json()).toEqual({ created_at: null });
    const res = await call(member, 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, notes: 'Slept badly <again>' });
    expect(res.statusCode).toBe(201);
    const { checkin, crisis } = res.json();
    expect(crisis).toBe(false);
    expect(checkin).toMatchObject({ ...CHECKIN_RATINGS, notes: 'Slept badly <again>', frequency: 'weekly' });

    const [row] = await t.database.db
      .select()
      .from(soulprintEntries)
      .where((await import('drizzle-orm')).eq(soulprintEntries.id, checkin.id));
    expect(row).toMatchObject({ category: 'wellness', entryType: 'burnout_check' });
    expect(row!.data.timestamp).toBe(checkin.timestamp);
    expect((await call(member, 'GET', '/api/soulprint/summary')).statusCode).toBe(200);
    expect((await call(member, 'GET', '/api/wellness/checkins/latest')).json().created_at).toBe(checkin.created_at);
    expect((await call(member, 'GET', '/api/wellness/checkins?days=7')).json().checkins).toHaveLength(1);
    expect((await call(makeActor(), 'GET', '/api/wellness/checkins?days=7')).json().checkins).toEqual([]);
  });

  it('refuses ratings outside 1–10 with a field error per measure and stores nothing', async () => {
    const member = makeActor();
    const res = await call(member, 'POST', '/api/wellness/checkins', {
      ...CHECKIN_RATINGS,
      energy_level: 0,
      stress_level: 11,
      sleep_quality: 2.5,
    });
    expectFieldErrors(res, ['energy_level', 'sleep_quality', 'stress_level']);
    expect((await call(member, 'GET', '/api/wellness/checkins/latest')).json().created_at).toBeNull();
  });

  it('saves notes with crisis language and says so, without blocking', async () => {
    const res = await call(makeActor(), 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, notes: "I can't go on like this" });
    expect(res.statusCode).toBe(201);
    expect(res.json().crisis).toBe(true);
  });

  it('records the frequency in force when the check was made', async () => {
    const member = makeActor();
    await call(member, 'PUT', '/api/wellness/preferences', { ...DEFAULT_PREFERENCES, burnout_check_frequency: 'daily' });
    expect((await call(member, 'POST', '/api/wellness/checkins', CHECKIN_RATINGS)).json().checkin.frequency).toBe('daily');
  });
});

describe('preferences (spec 3 user_preferences)', () => {
  it('start at the defaults, save, and report premium access from the tier', async () => {
    const free = makeActor();
    expect((await call(free, 'GET', '/api/wellness/preferences')).json()).toEqual({ ...DEFAULT_PREFERENCES, premium: false });
    const saved = await call(free, 'PUT', '/api/wellness/preferences', {
      ...DEFAULT_PREFERENCES,
      mindful_break_reminders: true,
      break_frequency_minutes: 30,
    });
    expect(saved.json()).toMatchObject({ mindful_break_reminders: true, break_frequency_minutes: 30, premium: false });
    expect((await call(makeActor({ tier: 'premium' }), 'GET', '/api/wellness/preferences')).json().premium).toBe(true);
    expect((await call(makeActor({ tier: 'elite' }), 'GET', '/api/wellness/preferences')).json().premium).toBe(true);
  });

  it('refuses unknown values with field errors', async () => {
    const res = await call(makeActor(), 'PUT', '/api/wellness/preferences', {
      ...DEFAULT_PREFERENCES,
      burnout_check_frequency: 'hourly',
      break_frequency_minutes: 7,
    });
    expectFieldErrors(res, ['break_frequency_minutes', 'burnout_check_frequency']);
  });
});

describe('journal', () => {
  it('stores text as written, finds it by words and tags, edits and deletes it — only for its owner', async () => {
    const member = makeActor();
    const body = 'A walk by the river helped. <img src=x onerror=alert(1)> 100% true';
    const created = await call(member, 'POST', '/api/journal', { title: 'Sunday & rest', body, mood: 4, tags: ['Walk', 'rest', 'walk'] });
    expect(created.statusCode).toBe(201);
    const entry = created.json().entry;
    expect(entry).toMatchObject({ title: 'Sunday & rest', body, mood: 4, tags: ['walk', 'rest'] });
    await call(member, 'POST', '/api/journal', { title: 'Monday', body: 'Meetings all day.' });

    expect((await call(member, 'GET', '/api/journal?q=river')).json().entries.map((e: { id: string }) => e.id)).toEqual([entry.id]);
    expect((await call(member, 'GET', '/api/journal?q=100%25')).json().entries.map((e: { id: string }) => e.id)).toEqual([entry.id]);
    expect((await call(member, 'GET', '/api/journal?tag=walk')).json().entries).toHaveLength(1);
    expect((await call(member, 'GET', '/api/journal')).json().entries).toHaveLength(2);

    const other = makeActor();
    expect((await call(other, 'GET', '/api/journal?q=river')).json().entries).toEqual([]);
    expect((await call(other, 'PUT', `/api/journal/${entry.id}`, { title: 'Mine now', body: 'x' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/journal/${entry.id}`)).statusCode).toBe(404);

    const edited = await call(member, 'PUT', `/api/journal/${entry.id}`, { title: 'Sunday', body: 'Edited', tags: [] });
    expect(edited.json().entry).toMatchObject({ title: 'Sunday', body: 'Edited', mood: null, tags: [] });
    expect((await call(member, 'DELETE', `/api/journal/${entry.id}`)).statusCode).toBe(204);
    expect((await call(member, 'GET', '/api/journal')).json().entries).toHaveLength(1);
  });

  it('applies the spec 5 limits with field errors', async () => {
    const member = makeActor();
    const res = await call(member, 'POST', '/api/journal', { title: 'x'.repeat(201), body: 'y'.repeat(10_001) });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: TEXT_MESSAGES.titleTooLong },
        { field: 'body', message: TEXT_MESSAGES.contentTooLong },
      ]),
    );
    const unsafe = await call(member, 'POST', '/api/journal', { title: 'A <b>day</b>', body: 'click javascript:void(0)' });
    expect(unsafe.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'title', message: TEXT_MESSAGES.titleBrackets },
        { field: 'body', message: TEXT_MESSAGES.contentUnsafe },
      ]),
    );
    expect((await call(member, 'GET', '/api/journal')).json().entries).toEqual([]);
  });

  it('flags crisis language in an entry without blocking it', async () => {
    const res = await call(makeActor(), 'POST', '/api/journal', { title: 'Tonight', body: 'Everyone would be better off without me.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().crisis).toBe(true);
  });
});

describe('calendar, trends and state checks', () => {
  it('puts the day’s check-ins, journal entries and modules on the calendar in the member’s time zone', async () => {
    const member = makeActor();
    await call(member, 'POST', '/api/wellness/checkins', CHECKIN_RATINGS);
    await call(member, 'POST', '/api/journal', { title: 'Today', body: 'A line.' });
    const modules = (await call(member, 'GET', '/api/edits/rest-without-guilt')).json().modules;
    await call(member, 'POST', `/api/edits/rest-without-guilt/modules/${modules[0].slug}/complete`);
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    const calendar = (await call(member, 'GET', `/api/wellness/calendar?month=${month}`)).json();
    const today = calendar.days.find((d: { day: string }) => d.day === now.toISOString().slice(0, 10));
    expect(today.checkins).toHaveLength(1);
    expect(today.journal[0].title).toBe('Today');
    expect(today.modules[0].moduleSlug).toBe(modules[0].slug);
    expect((await call(member, 'GET', '/api/wellness/calendar?month=2026-13')).statusCode).toBe(400);
  });

  it('averages the measures and says when there is not enough data for patterns', async () => {
    const member = makeActor();
    await call(member, 'POST', '/api/wellness/checkins', CHECKIN_RATINGS);
    await call(member, 'POST', '/api/wellness/checkins', { ...CHECKIN_RATINGS, energy_level: 6 });
    const trends = (await call(member, 'GET', '/api/wellness/trends?days=7')).json();
    expect(trends.averages.energy_level).toBe(5);
    expect(trends.checkinDays).toBe(1);
    expect(trends.series.energy_level).toEqual([{ day: expect.any(String), value: 5 }]);
    expect(trends.insights.map((i: { kind: string }) => i.kind)).toEqual(['not-enough']);
    expect((await call(member, 'GET', '/api/wellness/trends?days=14')).statusCode).toBe(400);
  });

  it('keeps the member’s quick nervous-system state checks, newest first', async () => {
    const member = makeActor();
    await call(member, 'POST', '/api/wellness/state-checks', { state: 'mobilised' });
    // Two saves in one instant tie on created_at (the embedded database's clock is coarse); a
    // member's second check comes later than that.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await call(member, 'POST', '/api/wellness/state-checks', { state: 'settled' });
    expect((await call(member, 'GET', '/api/wellness/state-checks')).json().checks.map((c: { state: string }) => c.state)).toEqual([
      'settled',
      'mobilised',
    ]);
    expect((await call(member, 'POST', '/api/wellness/state-checks', { state: 'calm' })).statusCode).toBe(400);
  });

  it('ticks the starter kit off as the member does each step', async () => {
    const member = makeActor();
    const before = (await call(member, 'GET', '/api/starter-kit')).json();
    expect(before.completed).toBe(0);
    await call(member, 'POST', '/api/wellness/checkins', CHECKIN_RATINGS);
    await call(member, 'PUT', '/api/wellness/preferences', DEFAULT_PREFERENCES);
    await call(member, 'POST', '/api/edits/rest-without-guilt/start');
    const after = (await call(member, 'GET', '/api/starter-kit')).json();
    expect(after.steps).toEqual([
      { id: 'audit', done: false },
      { id: 'edit', done: true },
      { id: 'checkin', done: true },
      { id: 'reminders', done: true },
    ]);
    expect(after.completed).toBe(3);
  });
});

describe('preferences in step across tabs (spec 7)', () => {
  it('publishes preferences.updated to the member alone when they save their preferences', async () => {
    const member = makeActor();
    const other = makeActor();
    const heard: string[] = [];
    const stop = [
      t.services.bus.subscribe(member.kind === 'user' ? member.userId : '', (event) => heard.push(`member ${event.type}`)),
      t.services.bus.subscribe(other.kind === 'user' ? other.userId : '', (event) => heard.push(`other ${event.type}`)),
    ];
    try {
      expect(
        (await call(member, 'PUT', '/api/wellness/preferences', { ...DEFAULT_PREFERENCES, mindful_break_reminders: true })).statusCode,
      ).toBe(200);
      await expect.poll(() => heard).toEqual(['member preferences.updated']);
    } finally {
      for (const unsubscribe of stop) unsubscribe();
    }
  });
});
