import { describe, expect, it } from 'vitest';
import { authLinkState, redirectTarget, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('accepts same-site relative paths', () => {
    expect(safeRedirect('/deals')).toBe('/deals');
    expect(safeRedirect('/product/42?tab=reviews#top')).toBe('/product/42?tab=reviews#top');
  });

  it('refuses other sites and schemes', () => {
    expect(safeRedirect('//evil.com')).toBe('/');
    expect(safeRedirect('https://evil.com')).toBe('/');
    expect(safeRedirect('/\\evil.com')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
    expect(safeRedirect('/\t/evil.com')).toBe('/');
    expect(safeRedirect('deals')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(42)).toBe('/');
  });

  it('does not send the person back to the auth pages', () => {
    expect(safeRedirect('/auth')).toBe('/');
    expect(safeRedirect('/auth?tab=signup')).toBe('/');
    expect(safeRedirect('/reset-password?token=x')).toBe('/');
    expect(safeRedirect('/authors')).toBe('/authors');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//evil.com', '/deals')).toBe('/deals');
  });
});

describe('redirectTarget', () => {
  it('prefers the router state, then ?redirect=, then home', () => {
    expect(redirectTarget({ from: '/deals' }, '?redirect=/orders')).toBe('/deals');
    expect(redirectTarget(null, '?redirect=%2Forders')).toBe('/orders');
    expect(redirectTarget({ from: '//evil.com' }, '?redirect=/orders')).toBe('/orders');
    expect(redirectTarget(undefined, '?redirect=https://evil.com')).toBe('/');
    expect(redirectTarget(undefined, '')).toBe('/');
  });
});

describe('authLinkState', () => {
  it('remembers the current page, or keeps the origin on the auth pages', () => {
    expect(authLinkState({ pathname: '/product/7', search: '?q=1' })).toEqual({ from: '/product/7?q=1' });
    expect(authLinkState({ pathname: '/auth', search: '', state: { from: '/deals' } })).toEqual({
      from: '/deals',
    });
  });
});
