import { makeDeal, makeDeals } from '@web/test/factories';
import { describe, expect, it } from 'vitest';
import { keepUnchangedDeals } from './get-deals';

describe('keepUnchangedDeals', () => {
  const [a, b, c] = makeDeals(3) as [
    ReturnType<typeof makeDeal>,
    ReturnType<typeof makeDeal>,
    ReturnType<typeof makeDeal>,
  ];
  const shown = [c, a, b];

  it('keeps each unchanged deal’s object when the list comes back in another order', () => {
    const kept = keepUnchangedDeals(shown, structuredClone([a, b, c])) as unknown[];
    expect(kept).toEqual([a, b, c]);
    expect(kept[0]).toBe(a);
    expect(kept[1]).toBe(b);
    expect(kept[2]).toBe(c);
  });

  it('gives the previous list itself when nothing changed', () => {
    expect(keepUnchangedDeals(shown, structuredClone(shown))).toBe(shown);
  });

  it('takes a changed deal and a new one as they come', () => {
    const changed = { ...b, discountPrice: '9.99' };
    const fresh = makeDeal();
    const kept = keepUnchangedDeals(shown, [fresh, c, a, changed]) as unknown[];
    expect(kept).toEqual([fresh, c, a, changed]);
    expect(kept[1]).toBe(c);
    expect(kept[3]).not.toBe(b);
  });
});
