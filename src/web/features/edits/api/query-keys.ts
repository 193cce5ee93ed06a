import type { QueryClient } from '@tanstack/react-query';

/** The query keys of the Edits feature. */
export const EDIT_KEYS = {
  all: ['edits'] as const,
  list: ['edits', 'list'] as const,
  detail: (pathSlug: string) => ['edits', 'detail', pathSlug] as const,
  module: (pathSlug: string, moduleSlug: string) => ['edits', 'module', pathSlug, moduleSlug] as const,
};

/**
 * What a completed module or a saved reflection changes elsewhere (the plan, the journey, the
 * reflections and saved content pages, the starter kit, the dashboard): their queries are asked
 * again. Keys that no page has loaded are simply ignored.
 */
export const AFFECTED_BY_PROGRESS = [['plan'], ['journey'], ['reflections'], ['my-content'], ['starter-kit'], ['soulprint']] as const;

/** Asks again every query that progress changes elsewhere (AFFECTED_BY_PROGRESS). */
export function refreshAfterProgress(queryClient: QueryClient) {
  for (const queryKey of AFFECTED_BY_PROGRESS) void queryClient.invalidateQueries({ queryKey });
}
