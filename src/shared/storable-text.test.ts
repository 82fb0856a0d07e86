import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPaths } from './storable-text';

describe('isStorableText', () => {
  it('accepts any real text, emoji and other surrogate pairs included', () => {
    for (const text of ['', 'Kwame Mensah', 'GH₵ 450.50', 'Akwaaba 🇬🇭👋🏾', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'tab\tand\nline']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses NUL and lone surrogates wherever they are', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\ud800',
      'a\ud800',
      '\ud800b',
      '\udc00',
      'a\udc00b',
      '\udc00\ud800',
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('unstorableTextPaths', () => {
  it('names each bad string by its dotted path, bad keys by their object', () => {
    const value = {
      fullName: 'Ama\u0000',
      ok: 'fine',
      availability: ['weekdays', '\ud800'],
      nested: { deep: [{ note: '\udc00' }], 'bad\u0000key': 'x' },
      count: 3,
      flag: true,
      none: null,
    };
    expect(unstorableTextPaths(value).sort()).toEqual(
      ['availability.1', 'fullName', 'nested', 'nested.deep.0.note'].sort(),
    );
  });

  it('names the top itself as the empty path, and finds nothing in good values', () => {
    expect(unstorableTextPaths('\u0000')).toEqual(['']);
    expect(unstorableTextPaths({ a: ['b', { c: 'd' }] })).toEqual([]);
    expect(unstorableTextPaths(undefined)).toEqual([]);
    expect(unstorableTextPaths(Buffer.from('\u0000'))).toEqual([]);
  });

  it('walks any depth without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(unstorableTextPaths(deep)).toHaveLength(1);
  });
});

describe('unstorableTextPaths limit', () => {
  it('stops after the first `limit` findings', () => {
    const many = Array.from({ length: 10_000 }, () => '\u0000');
    expect(unstorableTextPaths(many)).toHaveLength(20);
    expect(unstorableTextPaths(many, 3)).toEqual(['0', '1', '2']);
  });
});
