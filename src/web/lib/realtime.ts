// Realtime seam (ARCHITECTURE.md §1): one EventSource on /api/realtime/events while signed in,
// fanning named server-sent events out to subscribers. Later issues subscribe by event type.
export const REALTIME_URL = '/api/realtime/events';

export type RealtimeHandler = (data: unknown) => void;
type SourceFactory = (url: string) => EventSource | null;

const handlers = new Map<string, Set<RealtimeHandler>>();
const attached = new Set<string>();
let source: EventSource | null = null;
/** The id of the last event received: a stream opened anew asks for what came after it. */
let lastEventId = '';
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
/** After the server refused a stream (it was restarting, say), the next try waits this long. */
export const REOPEN_DELAY_MS = 5_000;
const CLOSED = 2;
// Where EventSource does not exist (very old browsers, test DOMs) there is simply no live stream.
let createSource: SourceFactory = (url) => (typeof EventSource === 'function' ? new EventSource(url) : null);

function dispatch(type: string, event: MessageEvent) {
  if (event.lastEventId) lastEventId = event.lastEventId;
  let data: unknown = event.data;
  try {
    data = JSON.parse(event.data);
  } catch {
    // not JSON: hand over the raw text
  }
  for (const handler of handlers.get(type) ?? []) handler(data);
}

function attach(type: string) {
  if (!source || attached.has(type)) return;
  attached.add(type);
  source.addEventListener(type, (event) => dispatch(type, event as MessageEvent));
}

/** Listens to one event type; returns the function that stops listening. */
export function subscribeRealtime(type: string, handler: RealtimeHandler): () => void {
  const set = handlers.get(type) ?? new Set<RealtimeHandler>();
  set.add(handler);
  handlers.set(type, set);
  attach(type);
  return () => {
    set.delete(handler);
  };
}

function open() {
  source = createSource(lastEventId ? `${REALTIME_URL}?lastEventId=${encodeURIComponent(lastEventId)}` : REALTIME_URL);
  attached.clear();
  if (!source) return;
  const opened = source;
  // EventSource reconnects by itself (sending Last-Event-ID) unless the server refused the stream;
  // then it stays closed, and we open a new one a little later that asks for what was missed.
  opened.addEventListener('error', () => {
    if (opened.readyState !== CLOSED || source !== opened) return;
    source = null;
    reopenTimer ??= setTimeout(() => {
      reopenTimer = null;
      if (!source) open();
    }, REOPEN_DELAY_MS);
  });
  for (const type of handlers.keys()) attach(type);
}

/** Opens the stream when someone is signed in and closes it when they are not. */
export function setRealtimeSignedIn(signedIn: boolean): void {
  if (signedIn && !source && !reopenTimer) {
    open();
  } else if (!signedIn) {
    if (reopenTimer) clearTimeout(reopenTimer);
    reopenTimer = null;
    source?.close();
    source = null;
    attached.clear();
    lastEventId = '';
  }
}

export function isRealtimeConnected(): boolean {
  return source !== null;
}

/** Tests replace the EventSource constructor. */
export function setRealtimeSourceFactory(factory: SourceFactory): void {
  createSource = factory;
}
