import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorUnlocks } from '#shared/memberships/actor-unlocks';
import {
  CalendarQuery,
  CalendarResponse,
  CheckinInput,
  CheckinListQuery,
  CheckinListResponse,
  CheckinResponse,
  IdParams,
  LatestCheckinResponse,
  Preferences,
  PreferencesResponse,
  StateCheck,
  StateCheckInput,
  StateCheckListQuery,
  StateCheckListResponse,
  TrendsQuery,
  TrendsResponse,
} from '#shared/contracts/wellness';
import {
  JournalEditInput,
  JournalEditResponse,
  JournalEntryResponse,
  JournalInput,
  JournalListResponse,
  JournalQuery,
  JournalTagsResponse,
} from '#shared/contracts/journal';
import { PREFERENCES_UPDATED } from '#shared/wellness/events';
import { HIDDEN_TITLE } from '#shared/access/impersonation';
import { callerId } from '#server/platform/access';
import type { PrivateWords } from '#server/platform/private-words';
import type { RealtimeBus } from '#server/platform/realtime/bus';
import type { WellnessService } from './service';
import { MEMBER_READ, MEMBER_PRIVATE_READ } from '#server/platform/private-words';

type Payload = Record<string, unknown>;
const withoutNotes = (checkin: Payload): Payload => {
  const { notes: _notes, ...rest } = checkin;
  return rest;
};
/** Check-in notes are the member's words (decision 070): staff viewing as her see the ratings only. */
const checkinNotes: PrivateWords = { redact: (p) => ({ ...p, checkins: (p.checkins as Payload[]).map(withoutNotes) }) };
/** The calendar loses check-in notes and names each journal entry "Private entry". */
const calendarWords: PrivateWords = {
  redact: (p) => ({
    ...p,
    days: (p.days as Payload[]).map((day) => ({
      ...day,
      checkins: (day.checkins as Payload[]).map(withoutNotes),
      journal: (day.journal as Payload[]).map((entry) => ({ ...entry, title: HIDDEN_TITLE })),
    })),
  }),
};

/** Wellness (issue #7): every route is the signed-in member's own data. */
export const wellnessRoutes: FastifyPluginAsyncZod<{ wellness: WellnessService; bus: RealtimeBus }> = async (app, { wellness, bus }) => {
  const member = { access: 'member' } as const;
  // The preferences answer whether break reminders are unlocked (spec 4; decision 094).
  const preferences = { access: 'member', features: ['break_reminders'] } as const;

  app.get(
    '/api/wellness/preferences',
    { config: { ...preferences, privateWords: 'none' }, schema: { response: { 200: PreferencesResponse } } },
    async (request) => ({
      ...(await wellness.preferences(callerId(request))),
      premium: actorUnlocks(request.actor, 'break_reminders'),
    }),
  );

  // Spec 7: the member's other open tabs hear of the change and load the preferences again.
  app.put(
    '/api/wellness/preferences',
    { config: preferences, schema: { body: Preferences, response: { 200: PreferencesResponse } } },
    async (request) => {
      const userId = callerId(request);
      const saved = await wellness.savePreferences(userId, request.body);
      await bus.publish(userId, PREFERENCES_UPDATED);
      return { ...saved, premium: actorUnlocks(request.actor, 'break_reminders') };
    },
  );

  app.post(
    '/api/wellness/checkins',
    { config: member, schema: { body: CheckinInput, response: { 201: CheckinResponse } } },
    async (request, reply) => reply.code(201).send(await wellness.saveCheckin(callerId(request), request.body)),
  );

  app.get(
    '/api/wellness/checkins',
    {
      config: { ...member, privateWords: checkinNotes },
      schema: { querystring: CheckinListQuery, response: { 200: CheckinListResponse } },
    },
    async (request) => wellness.checkins(callerId(request), request.query.days, request.query),
  );

  app.get(
    '/api/wellness/checkins/latest',
    { config: MEMBER_READ, schema: { response: { 200: LatestCheckinResponse } } },
    async (request) => ({
      created_at: await wellness.latestCheckin(callerId(request)),
    }),
  );

  app.get(
    '/api/wellness/calendar',
    { config: { ...member, privateWords: calendarWords }, schema: { querystring: CalendarQuery, response: { 200: CalendarResponse } } },
    async (request) => wellness.calendar(callerId(request), request.query.month, request.query.tz),
  );

  app.get(
    '/api/wellness/trends',
    { config: MEMBER_READ, schema: { querystring: TrendsQuery, response: { 200: TrendsResponse } } },
    async (request) => wellness.trends(callerId(request), request.query.days, request.query.tz),
  );

  app.get(
    '/api/journal',
    { config: MEMBER_PRIVATE_READ, schema: { querystring: JournalQuery, response: { 200: JournalListResponse } } },
    async (request) => wellness.journal(callerId(request), request.query.q, request.query.tag, request.query),
  );

  app.get('/api/journal/tags', { config: MEMBER_PRIVATE_READ, schema: { response: { 200: JournalTagsResponse } } }, async (request) =>
    wellness.journalTags(callerId(request)),
  );

  app.post(
    '/api/journal',
    { config: member, schema: { body: JournalInput, response: { 201: JournalEntryResponse } } },
    async (request, reply) => reply.code(201).send(await wellness.createJournal(callerId(request), request.body)),
  );

  app.put(
    '/api/journal/:id',
    { config: member, schema: { params: IdParams, body: JournalEditInput, response: { 200: JournalEditResponse } } },
    async (request) => wellness.updateJournal(callerId(request), request.params.id, request.body),
  );

  app.delete('/api/journal/:id', { config: member, schema: { params: IdParams } }, async (request, reply) => {
    await wellness.deleteJournal(callerId(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/wellness/state-checks',
    { config: member, schema: { body: StateCheckInput, response: { 201: StateCheck } } },
    async (request, reply) => reply.code(201).send(await wellness.saveStateCheck(callerId(request), request.body.state)),
  );

  app.get(
    '/api/wellness/state-checks',
    {
      config: MEMBER_READ,
      schema: { querystring: StateCheckListQuery, response: { 200: StateCheckListResponse } },
    },
    async (request) => wellness.stateChecks(callerId(request), request.query),
  );
};
