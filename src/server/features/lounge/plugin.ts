import type { FastifyInstance } from 'fastify';
import type { AppDb } from '#server/platform/db/client';
import type { RealtimeBus } from '#server/platform/realtime/bus';
import { createLoungeFeeds } from './feeds';
import { createLoungeMembers } from './members';
import { createLoungeModeration } from './moderation';
import { moderationRoutes } from './moderation-routes';
import { loungeRoutes } from './routes';
import { createLoungeSocial } from './social';
import { createLoungeWriting } from './writing';

export function createLounge(db: AppDb, bus: RealtimeBus) {
  const members = createLoungeMembers(db);
  const feeds = createLoungeFeeds(db);
  return {
    members,
    feeds,
    writing: createLoungeWriting({ db, bus, members, feeds }),
    social: createLoungeSocial({ db, members, feeds }),
    moderation: createLoungeModeration({ db, bus, members }),
  };
}
export type Lounge = ReturnType<typeof createLounge>;

/** The Lounge (issue 21): the member API and the moderators' API. */
export async function registerLounge(app: FastifyInstance, deps: { db: AppDb; bus: RealtimeBus }) {
  const lounge = createLounge(deps.db, deps.bus);
  await app.register(loungeRoutes, { lounge });
  await app.register(moderationRoutes, { lounge });
}
