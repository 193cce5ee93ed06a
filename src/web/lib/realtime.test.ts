import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isRealtimeConnected,
  REALTIME_URL,
  REOPEN_DELAY_MS,
  setRealtimeSignedIn,
  setRealtimeSourceFactory,
  subscribeRealtime,
} from './realtime';

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  readyState = 1;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: string, lastEventId = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data, lastEventId } as MessageEvent);
  }
  refuse() {
    this.readyState = 2;
    this.emit('error', '');
  }
}

setRealtimeSourceFactory((url) => new FakeEventSource(url) as unknown as EventSource);

afterEach(() => {
  setRealtimeSignedIn(false);
  FakeEventSource.opened = [];
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('opens nothing for a visitor', () => {
    setRealtimeSignedIn(false);
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(isRealtimeConnected()).toBe(false);
  });

  it('opens one stream when signed in and hands parsed events to subscribers of that type', () => {
    const checkins = vi.fn();
    const other = vi.fn();
    const stop = subscribeRealtime('checkin.saved', checkins);
    subscribeRealtime('post.created', other);
    setRealtimeSignedIn(true);
    setRealtimeSignedIn(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0];
    expect(source.url).toBe(REALTIME_URL);

    source.emit('checkin.saved', '{"id":"c1"}');
    expect(checkins).toHaveBeenCalledWith({ id: 'c1' });
    expect(other).not.toHaveBeenCalled();

    stop();
    source.emit('checkin.saved', '{"id":"c2"}');
    expect(checkins).toHaveBeenCalledTimes(1);
  });

  it('listens to types subscribed after the stream opened, and passes non-JSON data as text', () => {
    setRealtimeSignedIn(true);
    const handler = vi.fn();
    subscribeRealtime('note', handler);
    FakeEventSource.opened[0].emit('note', 'plain words');
    expect(handler).toHaveBeenCalledWith('plain words');
  });

  it('closes the stream on sign-out', () => {
    setRealtimeSignedIn(true);
    setRealtimeSignedIn(false);
    expect(FakeEventSource.opened[0].closed).toBe(true);
    expect(isRealtimeConnected()).toBe(false);
  });

  it('opens a new stream after the server refused one, asking for what came after the last event', () => {
    vi.useFakeTimers();
    subscribeRealtime('count', () => {});
    setRealtimeSignedIn(true);
    const first = FakeEventSource.opened[0];
    first.emit('count', '{"n":1}', '41');
    first.refuse();
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(REOPEN_DELAY_MS);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[1].url).toBe(`${REALTIME_URL}?lastEventId=41`);
    expect(isRealtimeConnected()).toBe(true);
  });

  it('leaves a stream that is only reconnecting to EventSource', () => {
    vi.useFakeTimers();
    setRealtimeSignedIn(true);
    FakeEventSource.opened[0].emit('error', '');
    vi.advanceTimersByTime(REOPEN_DELAY_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
