import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageViewDurationInput, TrackingAccepted } from '#shared/contracts/tracking';
import { HttpError } from '#server/platform/errors';
import { sendsGlobalPrivacyControl } from './consent';
import type { TrackingOptions } from './routes';
import { pageViews } from './schema';

/** Clocks differ a little: a duration may exceed the time since the view by this much. */
const CLOCK_SLACK_SECONDS = 60;

/**
 * Spec 7 track-duration: the web sends how long a page was open, with navigator.sendBeacon when
 * the page is hidden or left. Only a well-formed, bounded payload for a page view of the same
 * tracking session (and the same person) is accepted, and no longer than the view has existed.
 */
export const durationRoutes: FastifyPluginAsyncZod<TrackingOptions> = async (app, { db }) => {
  app.post(
    '/api/tracking/page-views/:id/duration',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: z.uuid() }),
        body: PageViewDurationInput,
        response: { 200: TrackingAccepted, 202: TrackingAccepted },
      },
    },
    async (request, reply) => {
      if (sendsGlobalPrivacyControl(request)) return reply.code(202).send({ recorded: false });
      const actor = request.actor;
      const owner = actor.kind === 'user' ? eq(pageViews.userId, actor.userId) : isNull(pageViews.userId);
      const [view] = await db
        .select({ createdAt: pageViews.createdAt })
        .from(pageViews)
        .where(and(eq(pageViews.id, request.params.id), eq(pageViews.sessionId, request.body.session_id), owner))
        .limit(1);
      if (!view) throw new HttpError(404, 'No such page view in this session.');
      const existedSeconds = (Date.now() - view.createdAt.getTime()) / 1000;
      if (request.body.duration_seconds > existedSeconds + CLOCK_SLACK_SECONDS) {
        throw new HttpError(400, 'The duration is longer than the page view has existed.', {
          errors: [{ field: 'duration_seconds', message: 'Longer than the page view has existed.' }],
        });
      }
      await db.update(pageViews).set({ durationSeconds: request.body.duration_seconds }).where(eq(pageViews.id, request.params.id));
      return reply.code(200).send({ recorded: true });
    },
  );
};
