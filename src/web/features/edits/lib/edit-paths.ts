/** Where the pages of an Edit live; Spark Reboot (kind 'program') has its own addresses. */
export const SPARK_REBOOT_SLUG = 'spark-reboot';

type EditRef = { slug: string; kind: 'path' | 'program' };

const enc = encodeURIComponent;

export function editHomePath(edit: EditRef): string {
  return edit.kind === 'program' ? `/${SPARK_REBOOT_SLUG}` : `/reset-paths/${enc(edit.slug)}`;
}

export function editModulesPath(edit: EditRef): string {
  return edit.kind === 'program' ? `/${SPARK_REBOOT_SLUG}/modules` : `/reset-paths/${enc(edit.slug)}/modules`;
}

/** Every module, Spark Reboot's days included, plays at /reset-paths/:pathSlug/modules/:moduleSlug. */
export function modulePath(pathSlug: string, moduleSlug: string): string {
  return `/reset-paths/${enc(pathSlug)}/modules/${enc(moduleSlug)}`;
}

/** Spark Reboot's day to do next (1-based), or null when every day is done. */
export function dayOf(program: { modules: readonly { slug: string }[]; nextModule: string | null }): number | null {
  const index = program.modules.findIndex((module) => module.slug === program.nextModule);
  return index >= 0 ? index + 1 : null;
}
