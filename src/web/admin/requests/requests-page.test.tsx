// @vitest-environment happy-dom
import type { AdminRequestDetail, AdminRequestSummary } from '@shared/requests/admin-requests';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestsPage } from './requests-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(2)>';
const LINK = 'javascript:alert(3)';

const summary: AdminRequestSummary = {
  kind: 'contact',
  reference: 'MSG-ABCDE2',
  status: 'received',
  sourceStatusLabel: 'Received',
  name: SCRIPT,
  email: 'ama@example.com',
  phone: '024 123 4567',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const detail: AdminRequestDetail = {
  ...summary,
  fields: [
    { label: 'Name', value: SCRIPT },
    { label: 'Subject', value: IMG },
    { label: 'Message', value: LINK },
  ],
  adminNote: IMG,
  managedHere: true,
  quoting: {
    quotable: true,
    reachable: true,
    quote: null,
    events: [{ id: 'e1', type: 'reply', text: SCRIPT, note: null, at: '2026-11-20T11:00:00.000Z' }],
  },
};

describe('RequestsPage', () => {
  it('renders hostile submitted text as text, never as markup or a link', async () => {
    mockApi({
      'GET /api/admin/requests': { body: { requests: [summary], page: 1, pageSize: 20, total: 1 } },
      'GET /api/admin/requests/MSG-ABCDE2': { body: { request: detail } },
      'GET /api/auth/get-session': { body: null },
    });
    const { container } = renderWithProviders(<RequestsPage />, { route: '/admin/requests' });
    expect((await screen.findAllByText(SCRIPT)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'MSG-ABCDE2' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(IMG)).toBeTruthy();
    expect(within(dialog).getByText(LINK)).toBeTruthy();
    expect((within(dialog).getByLabelText('Internal note') as HTMLTextAreaElement).value).toBe(IMG);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.innerHTML).toContain('&lt;script&gt;');
  });

  it('offers only the statuses the transition rule allows next', async () => {
    mockApi({
      'GET /api/admin/requests': { body: { requests: [summary], page: 1, pageSize: 20, total: 1 } },
      'GET /api/admin/requests/MSG-ABCDE2': { body: { request: { ...detail, status: 'quoted' } } },
      'GET /api/auth/get-session': { body: null },
    });
    renderWithProviders(<RequestsPage />, { route: '/admin/requests?open=MSG-ABCDE2' });
    const status = (await screen.findByLabelText('Status', {
      selector: 'select[name="status"]',
    })) as HTMLSelectElement;
    expect([...status.options].map((option) => option.textContent)).toEqual([
      'Quoted (now)',
      'Completed',
      'Cancelled',
    ]);
  });
});
