import type { DealEvent } from '@shared/deals/deal';

type Listener = (message: { type: string; data: unknown }) => void;

/**
 * A stand-in for the browser's EventSource: `vi.stubGlobal('EventSource', FakeEventSource)`, then
 * drive the connections from the test (open, send, fail).
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  /** The connections not closed yet. */
  static get open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  static reset() {
    FakeEventSource.instances = [];
  }

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered: the stream is open. */
  connect() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.({ type: 'open' });
  }

  /** One SSE message, as the server writes it (event name = type, data = JSON). */
  send(event: DealEvent) {
    this.sendRaw(event.type, JSON.stringify(event));
  }

  sendRaw(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ type, data });
  }

  /** The connection dropped (EventSource retries) or was refused (`closed`: it gives up). */
  fail({ closed = false } = {}) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.({ type: 'error' });
  }
}
