import { makeDeal, makeDeals } from '@web/test/factories';
import { describe, expect, it } from 'vitest';
import { applyDealEvent, arrangeDeals, newDealsBadgeText, newDealsLabel } from './live-deals';

describe('applyDealEvent', () => {
  const [a, b, c] = makeDeals(3);
  const list = [a!, b!, c!];

  it('prepends an inserted deal', () => {
    const fresh = makeDeal();
    expect(applyDealEvent(list, { type: 'insert', deal: fresh })).toEqual([fresh, a, b, c]);
  });

  it('ignores a second insert of a deal already listed', () => {
    const again = { ...b!, name: 'Changed' };
    expect(applyDealEvent(list, { type: 'insert', deal: again })).toBe(list);
  });

  it('replaces an updated deal in place', () => {
    const changed = { ...b!, name: 'Cheaper now', discountPrice: '10.00' };
    const next = applyDealEvent(list, { type: 'update', deal: changed });
    expect(next).toEqual([a, changed, c]);
    // The list itself is left alone.
    expect(list[1]).toBe(b);
  });

  it('ignores an update of a deal it does not list', () => {
    expect(applyDealEvent(list, { type: 'update', deal: makeDeal() })).toBe(list);
  });

  it('removes a deleted deal, and ignores deleting it twice', () => {
    const next = applyDealEvent(list, { type: 'delete', id: b!.id });
    expect(next).toEqual([a, c]);
    expect(applyDealEvent(next, { type: 'delete', id: b!.id })).toBe(next);
  });

  it('changes nothing before the list is loaded, or on resync', () => {
    expect(applyDealEvent(undefined, { type: 'insert', deal: a! })).toBeUndefined();
    expect(applyDealEvent(list, { type: 'resync' })).toBe(list);
  });
});

describe('arrangeDeals', () => {
  const [a, b, c, d] = makeDeals(4);

  it('follows the shuffled order of ids', () => {
    expect(arrangeDeals([a!, b!, c!], [c!.id, a!.id, b!.id])).toEqual([c, a, b]);
  });

  it('puts deals that arrived since the shuffle first, and drops deleted ones', () => {
    // d arrived live (prepended); b was deleted.
    expect(arrangeDeals([d!, a!, c!], [c!.id, b!.id, a!.id])).toEqual([d, c, a]);
  });

  it('keeps an updated deal in its place', () => {
    const updated = { ...a!, name: 'Updated' };
    expect(arrangeDeals([updated, b!], [b!.id, a!.id])).toEqual([b, updated]);
  });
});

describe('the new-deals bell', () => {
  it('shows no badge at 0 (or before the count is known)', () => {
    expect(newDealsBadgeText(0)).toBeUndefined();
    expect(newDealsBadgeText(undefined)).toBeUndefined();
    expect(newDealsLabel(0)).toBe('New deals');
  });

  it('shows the count up to 99, then 99+', () => {
    expect(newDealsBadgeText(1)).toBe('1');
    expect(newDealsBadgeText(99)).toBe('99');
    expect(newDealsBadgeText(100)).toBe('99+');
    expect(newDealsLabel(12)).toBe('New deals: 12');
    expect(newDealsLabel(100)).toBe('New deals: 99+');
  });
});
