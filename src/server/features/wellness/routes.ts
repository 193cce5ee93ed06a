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
import { callerId } from '#server/platform/access';
import type { RealtimeBus } from '#server/platform/realtime/bus';
import type { WellnessService } from './service';

/** Wellness (issue #7): every route is the signed-in member's own data. */
export const wellnessRoutes: FastifyPluginAsyncZod<{ wellness: WellnessService; bus: RealtimeBus }> = async (app, { wellness, bus }) => {
  const member = { access: 'member' } as const;
  // The preferences answer whether break reminders are unlocked (spec 4; decision 094).
  const preferences = { access: 'member', features: ['break_reminders'] } as const;

  app.get('/api/wellness/preferences', { config: preferences, schema: { response: { 200: PreferencesResponse } } }, async (request) => ({
    ...(await wellness.preferences(callerId(request))),
    premium: actorUnlocks(request.actor, 'break_reminders'),
  }));

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
    { config: member, schema: { querystring: CheckinListQuery, response: { 200: CheckinListResponse } } },
    async (request) => wellness.checkins(callerId(request), request.query.days, request.query),
  );

  app.get('/api/wellness/checkins/latest', { config: member, schema: { response: { 200: LatestCheckinResponse } } }, async (request) => ({
    created_at: await wellness.latestCheckin(callerId(request)),
  }));

  app.get(
    '/api/wellness/calendar',
    { config: member, schema: { querystring: CalendarQuery, response: { 200: CalendarResponse } } },
    async (request) => wellness.calendar(callerId(request), request.query.month, request.query.tz),
  );

  app.get(
    '/api/wellness/trends',
    { config: member, schema: { querystring: TrendsQuery, response: { 200: TrendsResponse } } },
    async (request) => wellness.trends(callerId(request), request.query.days, request.query.tz),
  );

  app.get(
    '/api/journal',
    { config: member, schema: { querystring: JournalQuery, response: { 200: JournalListResponse } } },
    async (request) => wellness.journal(callerId(request), request.query.q, request.query.tag, request.query),
  );

  app.get('/api/journal/tags', { config: member, schema: { response: { 200: JournalTagsResponse } } }, async (request) =>
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
    { config: member, schema: { querystring: StateCheckListQuery, response: { 200: StateCheckListResponse } } },
    async (request) => wellness.stateChecks(callerId(request), request.query),
  );
};
