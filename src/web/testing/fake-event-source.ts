import { setRealtimeSourceFactory } from '../lib/realtime';

/** An EventSource the test drives: `FakeEventSource.last.emit(type)` delivers a server-sent event. */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent);
  }
}

/** Makes the realtime seam open FakeEventSources from now on. */
export function installFakeEventSource(): void {
  setRealtimeSourceFactory(() => new FakeEventSource() as unknown as EventSource);
}
