import { API_DEAL_EVENTS } from '@shared/api-paths';
import type { DealEvent } from '@shared/deals/deal';
import { DEAL_EVENT_TYPES } from '@shared/deals/deal';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * - connecting: the first connection is being opened. Lists wait for it (briefly), so that no change
 *   can fall between reading a list and listening for changes.
 * - open: changes arrive live.
 * - reconnecting: the connection dropped; EventSource opens it again by itself.
 * - unavailable: it could not be opened (yet); lists are read anyway and reloaded once it opens.
 */
export type DealStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'unavailable';

export type DealEventListener = (event: DealEvent) => void;

export interface DealStream {
  /** Listens to the deal events; the first listener opens the connection, the last one closes it. */
  subscribe(listener: DealEventListener): () => void;
  subscribeStatus(onChange: () => void): () => void;
  getStatus(): DealStreamStatus;
}

export interface DealStreamOptions {
  url?: string;
  /** How long lists wait for the first connection before they are read without it. */
  openTimeoutMs?: number;
  /** EventSource gives up after an error answer (e.g. 503); we try again after this long. */
  retryMs?: number;
  /** The connection stays open this long after its last listener left, for the next page. */
  lingerMs?: number;
}

/** The event of one SSE message, or undefined when it is not one we know. */
export function parseDealEvent(type: string, data: unknown): DealEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const event = JSON.parse(data) as Partial<DealEvent> | null;
    if (!event || event.type !== type || !(DEAL_EVENT_TYPES as readonly string[]).includes(type)) {
      return undefined;
    }
    if ((event.type === 'insert' || event.type === 'update') && typeof event.deal?.id !== 'string') {
      return undefined;
    }
    if (event.type === 'delete' && typeof event.id !== 'string') return undefined;
    return event as DealEvent;
  } catch {
    return undefined;
  }
}

/**
 * One connection to GET /api/deals/events shared by every listener of the tab (the deals lists and
 * the header bell). Every time the connection opens, including reconnections, listeners receive a
 * `resync`: changes made while it was closed were missed, so lists reload.
 */
export function createDealStream({
  url = API_DEAL_EVENTS,
  openTimeoutMs = 3000,
  retryMs = 15_000,
  lingerMs = 1000,
}: DealStreamOptions = {}): DealStream {
  const listeners = new Set<DealEventListener>();
  const statusListeners = new Set<() => void>();
  let status: DealStreamStatus = 'connecting';
  let source: EventSource | undefined;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: DealStreamStatus) => {
    if (next === status) return;
    status = next;
    for (const onChange of [...statusListeners]) onChange();
  };
  const emit = (event: DealEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const onMessage = (message: MessageEvent) => {
    const event = parseDealEvent(message.type, message.data);
    if (event) emit(event);
  };

  function connect() {
    if (typeof EventSource === 'undefined') return setStatus('unavailable');
    const eventSource = new EventSource(url);
    source = eventSource;
    clearTimeout(openTimer);
    openTimer = setTimeout(() => {
      if (status === 'connecting') setStatus('unavailable');
    }, openTimeoutMs);
    eventSource.onopen = () => {
      clearTimeout(openTimer);
      setStatus('open');
      emit({ type: 'resync' });
    };
    eventSource.onerror = () => {
      if (eventSource.readyState === EventSource.CLOSED) {
        eventSource.close();
        source = undefined;
        clearTimeout(openTimer);
        setStatus('unavailable');
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          connect();
        }, retryMs);
        return;
      }
      setStatus(status === 'open' || status === 'reconnecting' ? 'reconnecting' : 'unavailable');
    };
    for (const type of DEAL_EVENT_TYPES) eventSource.addEventListener(type, onMessage);
  }

  function disconnect() {
    clearTimeout(openTimer);
    clearTimeout(retryTimer);
    retryTimer = undefined;
    source?.close();
    source = undefined;
    setStatus('connecting');
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      clearTimeout(closeTimer);
      // Not while a retry is pending: it connects when due.
      if (!source && retryTimer === undefined) connect();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        clearTimeout(closeTimer);
        closeTimer = setTimeout(disconnect, lingerMs);
      };
    },
    subscribeStatus(onChange) {
      statusListeners.add(onChange);
      return () => statusListeners.delete(onChange);
    },
    getStatus: () => status,
  };
}

/** The tab's connection. */
export const dealStream = createDealStream();

/**
 * Calls `listener` with every live deal event (and `resync` on each (re)connection) while the
 * component is mounted; returns the connection's status.
 */
export function useDealEvents(
  listener: DealEventListener,
  stream: DealStream = dealStream,
): DealStreamStatus {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => stream.subscribe((event) => latest.current(event)), [stream]);
  return useSyncExternalStore(stream.subscribeStatus, stream.getStatus, () => 'connecting' as const);
}
