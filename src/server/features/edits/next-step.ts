import type { LoadedEdit } from './content';

/** An Edit's first module the member has not done, or null once every module is done. */
export const nextOf = (edit: LoadedEdit, done: Set<string>) => edit.modules.find((m) => !done.has(`${edit.slug}/${m.slug}`)) ?? null;

/**
 * The Edit today's next step comes from (issue 16). An Edit the member started stays it until it
 * is finished or set aside, whatever a newer result recommends; the one touched last wins. Else the
 * first recommended Edit (finished: the step says so), unless the member set it aside: then the
 * next step moves on to the next Edit in recommendation order that is neither set aside nor done.
 */
export function nextStepEdit(
  ranked: LoadedEdit[],
  progress: { started: Set<string>; setAside: Set<string>; done: Set<string>; lastActive: Map<string, number> },
  firstRecommended: string | null,
): LoadedEdit | null {
  const open = ranked.filter((e) => !progress.setAside.has(e.slug) && nextOf(e, progress.done));
  const inProgress = open
    .filter((e) => progress.started.has(e.slug))
    .sort((a, b) => (progress.lastActive.get(b.slug) ?? 0) - (progress.lastActive.get(a.slug) ?? 0));
  if (inProgress[0]) return inProgress[0];
  if (!firstRecommended) return null;
  if (!progress.setAside.has(firstRecommended)) return ranked.find((e) => e.slug === firstRecommended) ?? null;
  return open[0] ?? null;
}
