import { API_DEAL_EVENTS } from '@shared/api-paths';
import type { DealEvent } from '@shared/deals/deal';
import { makeDeal } from '@web/test/factories';
import { FakeEventSource } from '@web/test/fake-event-source';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDealStream, parseDealEvent } from './deal-events';

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function only(): FakeEventSource {
  expect(FakeEventSource.open).toHaveLength(1);
  return FakeEventSource.open[0]!;
}

describe('the deal event stream', () => {
  it('shares one connection between all listeners of the tab', () => {
    const stream = createDealStream();
    const first: DealEvent[] = [];
    const second: DealEvent[] = [];
    stream.subscribe((event) => first.push(event));
    stream.subscribe((event) => second.push(event));

    const source = only();
    expect(source.url).toBe(API_DEAL_EVENTS);
    source.connect();
    const deal = makeDeal();
    source.send({ type: 'insert', deal });
    source.send({ type: 'delete', id: deal.id });

    const expected = [{ type: 'resync' }, { type: 'insert', deal }, { type: 'delete', id: deal.id }];
    expect(first).toEqual(expected);
    expect(second).toEqual(expected);
  });

  it('reports its status: connecting, open, reconnecting, open again (with a resync)', () => {
    const stream = createDealStream();
    const events: DealEvent[] = [];
    const onStatus = vi.fn();
    stream.subscribeStatus(onStatus);
    stream.subscribe((event) => events.push(event));
    expect(stream.getStatus()).toBe('connecting');

    const source = only();
    source.connect();
    expect(stream.getStatus()).toBe('open');
    source.fail();
    expect(stream.getStatus()).toBe('reconnecting');
    // EventSource reconnects by itself: changes meanwhile were missed, so listeners resync.
    source.connect();
    expect(stream.getStatus()).toBe('open');
    expect(events).toEqual([{ type: 'resync' }, { type: 'resync' }]);
    expect(onStatus).toHaveBeenCalledTimes(3);
  });

  it('is unavailable when it cannot open in time, so lists are read without it', () => {
    const stream = createDealStream({ openTimeoutMs: 3000 });
    stream.subscribe(() => {});
    vi.advanceTimersByTime(2999);
    expect(stream.getStatus()).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(stream.getStatus()).toBe('unavailable');
    only().connect();
    expect(stream.getStatus()).toBe('open');
  });

  it('is unavailable after an error before it opened', () => {
    const stream = createDealStream();
    stream.subscribe(() => {});
    only().fail();
    expect(stream.getStatus()).toBe('unavailable');
  });

  it('opens a new connection later when the server refused it', () => {
    const stream = createDealStream({ retryMs: 15_000 });
    stream.subscribe(() => {});
    only().fail({ closed: true });
    expect(stream.getStatus()).toBe('unavailable');
    expect(FakeEventSource.open).toHaveLength(0);

    vi.advanceTimersByTime(15_000);
    only().connect();
    expect(stream.getStatus()).toBe('open');
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('closes a moment after its last listener leaves, unless another comes', () => {
    const stream = createDealStream({ lingerMs: 1000 });
    const leave = stream.subscribe(() => {});
    const source = only();
    source.connect();

    leave();
    vi.advanceTimersByTime(500);
    // The next page's list subscribes in time: the same connection goes on.
    const leaveAgain = stream.subscribe(() => {});
    vi.advanceTimersByTime(5000);
    expect(only()).toBe(source);

    leaveAgain();
    vi.advanceTimersByTime(1000);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    expect(stream.getStatus()).toBe('connecting');
    // The next listener opens a new one.
    stream.subscribe(() => {});
    expect(only()).not.toBe(source);
  });

  it('ignores messages it does not understand', () => {
    const stream = createDealStream();
    const listener = vi.fn();
    stream.subscribe(listener);
    const source = only();
    source.sendRaw('insert', 'not json');
    source.sendRaw('insert', JSON.stringify({ type: 'delete', id: 'x' }));
    source.sendRaw('update', JSON.stringify({ type: 'update' }));
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('parseDealEvent', () => {
  it('reads the four events', () => {
    const deal = makeDeal();
    expect(parseDealEvent('insert', JSON.stringify({ type: 'insert', deal }))).toEqual({
      type: 'insert',
      deal,
    });
    expect(parseDealEvent('update', JSON.stringify({ type: 'update', deal }))).toEqual({
      type: 'update',
      deal,
    });
    expect(parseDealEvent('delete', JSON.stringify({ type: 'delete', id: 'a' }))).toEqual({
      type: 'delete',
      id: 'a',
    });
    expect(parseDealEvent('resync', JSON.stringify({ type: 'resync' }))).toEqual({ type: 'resync' });
  });

  it('refuses anything else', () => {
    expect(parseDealEvent('message', JSON.stringify({ type: 'message' }))).toBeUndefined();
    expect(parseDealEvent('delete', JSON.stringify({ type: 'delete' }))).toBeUndefined();
    expect(parseDealEvent('insert', 'null')).toBeUndefined();
    expect(parseDealEvent('insert', undefined)).toBeUndefined();
  });
});
