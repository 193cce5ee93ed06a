/**
 * The posts and comments this tab wrote (module state lives per tab). The live bars skip only these:
 * the same member's words written on another tab or device still arrive there, as spec 7 promises.
 */
const writtenHere = new Set<string>();

/** Notes an item this tab has just written. */
export function rememberWrittenHere(id: string): void {
  writtenHere.add(id);
}

export function wasWrittenHere(id: string): boolean {
  return writtenHere.has(id);
}
