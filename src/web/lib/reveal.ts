// Bringing something into view on a phone without hiding it under the sticky top bar (issue 16:
// the audit's question sat under the header after Next on 27 of 45 questions).

/** Space left between the sticky header and what is brought into view, in px. */
export const REVEAL_GAP = 16;

/** The lowest bottom edge of what is stuck to the top of the screen (elements marked data-sticky-top). */
export function stickyTopBottom(doc: Document = document): number {
  let bottom = 0;
  for (const element of doc.querySelectorAll<HTMLElement>('[data-sticky-top]')) {
    const rect = element.getBoundingClientRect();
    if (rect.height > 0 && rect.top <= 1) bottom = Math.max(bottom, rect.bottom);
  }
  return bottom;
}

/**
 * Scrolls the window so the top of `element` sits just below the sticky header, and moves focus to
 * `focus` (default: the element) without the browser's own scroll, which ignores the header.
 */
export function revealBelowHeader(element: Element, focus: HTMLElement | null = element instanceof HTMLElement ? element : null): void {
  const win = element.ownerDocument.defaultView ?? window;
  focus?.focus({ preventScroll: true });
  const top = element.getBoundingClientRect().top + win.scrollY - stickyTopBottom(element.ownerDocument) - REVEAL_GAP;
  win.scrollTo({ top: Math.max(0, top), behavior: 'instant' });
}
