import { describe, expect, it } from 'vitest';
import { stateFromAnswers, stateReferringToAnswers } from './ssr';

describe("a server-rendered page's query answers", () => {
  it('refer to the API answers for what they hold, and come back whole', () => {
    const deals = [
      { id: 'a', name: 'Rice cooker', images: ['a.webp'] },
      { id: 'b', name: 'Kettle', images: [] },
    ];
    const answers: [string, unknown][] = [
      ['/api/deals', { deals }],
      ['/api/catalogue/categories', { categories: [{ name: 'Kitchen', count: 2 }] }],
    ];
    // Shaped as the renderer shapes them: a list shuffled from an answer, an answer whole, and data
    // no answer holds.
    const state = {
      queries: [
        { queryKey: ['deals'], state: { data: [deals[1], deals[0]], status: 'success' } },
        { queryKey: ['categories'], state: { data: answers[1]![1], status: 'success' } },
        { queryKey: ['session'], state: { data: { user: null }, status: 'success' } },
      ],
    };
    const text = stateReferringToAnswers(state, answers);
    expect(text).not.toContain('Rice cooker');
    expect(text).not.toContain('Kitchen');
    expect(stateFromAnswers(text, JSON.parse(JSON.stringify(answers)))).toEqual(state);
  });
});
