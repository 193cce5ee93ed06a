import type { ExerciseId } from '../exercises/types';
import type { MemberFacts } from '../facts';
import { CONTENT_PATHS } from '../paths';
import type { ReplyIntent, ReplyOffer } from './types';

/** An offer and how a sentence names it ("4-7-8 breathing", "the Reset Room"). */
export interface NamedOffer extends ReplyOffer {
  name: string;
}

const exercise = (target: ExerciseId, name: string, label: string): NamedOffer => ({ kind: 'exercise', target, name, label });
const link = (target: string, name: string, label: string): NamedOffer => ({ kind: 'link', target, name, label });
const edit = (slug: string, title: string) => link(CONTENT_PATHS.edit(slug), `the “${title}” Edit`, `Open ${title}`);

/** What Sofia offers: the exercises she runs in the chat (by their ids in ../exercises) and links into the product. */
export const OFFERS = {
  breath478: exercise('4-7-8-breath', '4-7-8 breathing', 'Try 4-7-8 breathing'),
  box: exercise('box-breathing', 'box breathing', 'Try box breathing'),
  grounding: exercise('5-4-3-grounding', '5-4-3 grounding', 'Try 5-4-3 grounding'),
  reframe: exercise('thought-reframe', 'a short thought reframe', 'Reframe the thought'),
  resetRoom: link(CONTENT_PATHS.resetRoom(), 'the Reset Room', 'Open the Reset Room'),
  checkin: link(CONTENT_PATHS.checkin(), 'a two-minute check-in', 'Do a check-in'),
  settle: edit('settling-an-overactive-nervous-system', 'Settling an overactive nervous system'),
  rest: edit('rest-without-guilt', 'Rest without guilt'),
  boundaries: edit('boundaries-that-hold', 'Boundaries that hold'),
  shutdown: edit('coming-back-from-shutdown', 'Coming back from shutdown'),
  reconnect: edit('reconnecting-with-people', 'Reconnecting with people'),
} satisfies Record<string, NamedOffer>;

/** Exercise names hold digits that are names, not data (the grounded-reply test sets them aside). */
export const EXERCISE_NAMES = Object.values(OFFERS)
  .filter((o) => o.kind === 'exercise')
  .map((o) => o.name);

/** What each intent may offer; the turn picks one, so the offer varies too. */
export const INTENT_OFFERS: Record<ReplyIntent, NamedOffer[]> = {
  stress: [OFFERS.breath478, OFFERS.box, OFFERS.settle],
  sleep: [OFFERS.breath478, OFFERS.rest],
  work_pressure: [OFFERS.reframe, OFFERS.boundaries, OFFERS.box],
  low_mood: [OFFERS.grounding, OFFERS.reconnect],
  exhaustion: [OFFERS.resetRoom, OFFERS.shutdown, OFFERS.rest],
  boundaries: [OFFERS.boundaries, OFFERS.reframe],
  greeting: [OFFERS.checkin, OFFERS.resetRoom],
  help: [OFFERS.checkin, OFFERS.resetRoom],
  unknown: [OFFERS.resetRoom, OFFERS.checkin],
};

/**
 * The one offer of a reply. An Edit the member is already in becomes "pick up your next module";
 * a greeting offers that Edit first; a member without any check-in is offered one.
 */
export function chooseOffer(intent: ReplyIntent, facts: MemberFacts, pick: <T>(list: readonly T[]) => T): NamedOffer {
  const inProgress = facts.edits.filter((e) => e.status === 'in_progress' && e.nextModule);
  const resume = (slug: string): NamedOffer | null => {
    const mine = inProgress.find((e) => e.slug === slug);
    if (!mine?.nextModule) return null;
    const next = mine.nextModule;
    return link(CONTENT_PATHS.module(mine.slug, next.slug), `your next module of “${mine.title}”`, `Continue: ${next.title}`);
  };
  if (intent === 'greeting' && inProgress[0]) return resume(inProgress[0].slug)!;
  if ((intent === 'greeting' || intent === 'help') && !facts.checkins) return OFFERS.checkin;
  const offer = pick(INTENT_OFFERS[intent]);
  const slug = offer.kind === 'link' ? /^\/reset-paths\/([a-z0-9-]+)$/.exec(offer.target)?.[1] : undefined;
  return (slug && resume(slug)) || offer;
}
