import { describe, expect, it } from 'vitest';
import { allTurnsTaken, hydrationTurn } from './hydration-turns';

describe('hydration turns', () => {
  it('gives each part a later task, in the order they asked, and the page after them all', async () => {
    const order: string[] = [];
    const header = hydrationTurn('header');
    const main = hydrationTurn('main');
    // Asked again while waiting (the part rendered again): the same turn.
    expect(hydrationTurn('header')).toBe(header);
    void header!.then(() => order.push('header'));
    void main!.then(() => order.push('main'));
    const page = allTurnsTaken().then(() => order.push('page'));
    // Not in this task: the browser may paint and answer a tap first.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(order).toEqual([]);

    await header;
    // A part asking for its turn while others wait comes after them, and the page waits for it too.
    void hydrationTurn('reviews')!.then(() => order.push('reviews'));
    await page;
    expect(order).toEqual(['header', 'main', 'reviews', 'page']);
    // Its task come, a part hydrates at once from then on.
    expect(hydrationTurn('header')).toBeUndefined();
  });
});
