import { describe, expect, it } from 'vitest';
import { formatGhanaPhone, normalisePhone, toGhanaPhone } from './phone';

const GHANA_WRITINGS = [
  '024 412 3456',
  '0244123456',
  '24 412 3456',
  '+233 24 412 3456',
  '+233244123456',
  '233244123456',
  '00233 24 412 3456',
  '00233244123456',
  '+233 (0)24 412 3456',
  '024-412-3456',
  '+233-24-412-3456',
  ' 024.412.3456 ',
];

describe('normalisePhone', () => {
  it('writes every Ghana format as +233 and nine digits', () => {
    for (const typed of GHANA_WRITINGS) expect(normalisePhone(typed), typed).toBe('+233244123456');
    expect(normalisePhone('030 212 3456')).toBe('+233302123456');
    expect(normalisePhone('055 123 4567')).toBe('+233551234567');
  });

  it("keeps another country's number written with its prefix, as + and its digits", () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalisePhone('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is no phone number', () => {
    for (const typed of [
      '',
      '12345',
      'call me',
      '024 412 345',
      '0844123456',
      '+233 14 412 3456',
      '02441234567',
      '+1 234',
      null,
      undefined,
    ]) {
      expect(normalisePhone(typed), String(typed)).toBeNull();
    }
  });
});

describe('toGhanaPhone', () => {
  it('is normalisePhone for Ghana numbers only: no SMS to a stranger', () => {
    for (const typed of GHANA_WRITINGS) expect(toGhanaPhone(typed), typed).toBe('+233244123456');
    expect(toGhanaPhone('+44 20 7946 0958')).toBeNull();
    expect(toGhanaPhone('12345')).toBeNull();
  });
});

it('formats a stored number as people read it', () => {
  expect(formatGhanaPhone('+233244123456')).toBe('+233 24 412 3456');
  expect(formatGhanaPhone('+442079460958')).toBe('+442079460958');
});
