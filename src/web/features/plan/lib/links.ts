/** The addresses these pages link to (the Edits feature owns the pages themselves). */
const enc = encodeURIComponent;

export const AUDIT_PATH = '/assessment/operating-system-audit';
export const CHECKIN_PATH = '/wellness/checkin';

export function editPath(pathSlug: string): string {
  return `/reset-paths/${enc(pathSlug)}`;
}

/** Every module plays at /reset-paths/:pathSlug/modules/:moduleSlug (Spark Reboot's days too). */
export function modulePath(pathSlug: string, moduleSlug: string): string {
  return `/reset-paths/${enc(pathSlug)}/modules/${enc(moduleSlug)}`;
}

export const linkClasses = 'font-semibold text-primary underline underline-offset-4';

/**
 * A button-looking link whose words may run long (an Edit's title): it wraps inside its card on a
 * phone instead of running out of it (issue 16: 'Start Coming back from shutdown →' overflowed).
 */
export const WRAPPING_BUTTON = 'max-w-full self-start py-2 text-left whitespace-normal';
