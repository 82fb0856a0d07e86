// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_PRICES_TEXT, OFFLINE_TEXT, OfflineBanner } from './offline-banner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <OfflineBanner />
    </MemoryRouter>,
  );
  return screen.getByRole('status');
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

describe('OfflineBanner', () => {
  it('is an empty status region while online', () => {
    expect(renderAt('/deals').textContent).toBe('');
  });

  it.each(['/', '/deals', '/dropshipping-china', '/dropshipping-product/p1', '/product/d1'])(
    'says the prices are the saved ones on %s when the connection drops',
    (path) => {
      const status = renderAt(path);
      goOffline();
      expect(status.textContent).toBe(OFFLINE_PRICES_TEXT);
    },
  );

  it('says only that the shop is offline on a page without prices', () => {
    const status = renderAt('/delivery');
    goOffline();
    expect(status.textContent).toBe(OFFLINE_TEXT);
  });
});
