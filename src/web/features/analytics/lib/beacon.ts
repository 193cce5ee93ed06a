/**
 * Sends a small JSON body that must outlive the page (spec 7: on hide or unload): the browser's
 * beacon where it has one, else a keepalive fetch. Failures are ignored: analytics never disturbs.
 */
export function sendBeacon(url: string, body: object): void {
  const json = JSON.stringify(body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(url, {
    method: 'POST',
    body: json,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
}
