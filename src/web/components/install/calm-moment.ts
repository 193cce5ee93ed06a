/** Someone is typing: a field or an editable region has the focus. */
function typing(doc: Document): boolean {
  const active = doc.activeElement;
  if (!active) return false;
  return active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || (active as HTMLElement).isContentEditable;
}

/**
 * Runs `callback` at a calm moment (issue 25: the update offer): the page is in view and nobody is
 * typing. Otherwise waits for the focus to leave a field or the page to come back into view.
 * Returns a function that stops waiting.
 */
export function whenCalm(callback: () => void, doc: Document = document): () => void {
  const check = () => {
    if (doc.visibilityState !== 'visible' || typing(doc)) return;
    stop();
    callback();
  };
  const stop = () => {
    doc.removeEventListener('focusout', later);
    doc.removeEventListener('visibilitychange', check);
  };
  // focusout fires before the focus lands elsewhere: look once it has.
  const later = () => setTimeout(check, 0);
  doc.addEventListener('focusout', later);
  doc.addEventListener('visibilitychange', check);
  check();
  return stop;
}
