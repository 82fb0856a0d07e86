// @vitest-environment happy-dom
import type { DeliveryFeesResponse } from '@shared/orders/delivery-fee';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryFeesPage } from './delivery-fees-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fees: DeliveryFeesResponse = {
  freeFrom: '100.00',
  fees: [
    { region: 'greater-accra', label: 'Greater Accra', fee: '20.00', updatedAt: null },
    { region: 'ashanti', label: 'Ashanti', fee: '30.00', updatedAt: null },
  ],
};

describe('DeliveryFeesPage', () => {
  it('sends only the fees changed, and says which were saved', async () => {
    const fetchMock = mockApi({
      'GET /api/admin/delivery-fees': { body: fees },
      'GET /api/auth/get-session': { body: null },
      'PUT /api/admin/delivery-fees': {
        body: { ...fees, fees: [{ ...fees.fees[0]!, fee: '25.00' }, fees.fees[1]!] },
      },
    });
    renderWithProviders(<DeliveryFeesPage />, { route: '/admin/delivery-fees' });
    const accra = await screen.findByLabelText('Greater Accra');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No fee was changed.')).toBeTruthy();
    fireEvent.change(accra, { target: { value: '25' } });
    expect(screen.getByText('1 fee changed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Greater Accra GH₵25.00')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ fees: { 'greater-accra': '25' } });
    await waitFor(() => expect(screen.getByText('No changes')).toBeTruthy());
  });

  it("shows the server's message under the fee it refused, and keeps what was typed", async () => {
    mockApi({
      'GET /api/admin/delivery-fees': { body: fees },
      'GET /api/auth/get-session': { body: null },
      'PUT /api/admin/delivery-fees': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Check the fees',
            fields: { 'fees.ashanti': 'A fee is at most GH₵1,000.00' },
          },
        },
      },
    });
    renderWithProviders(<DeliveryFeesPage />, { route: '/admin/delivery-fees' });
    const ashanti = await screen.findByLabelText('Ashanti');
    fireEvent.change(ashanti, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A fee is at most GH₵1,000.00')).toBeTruthy();
    expect(ashanti.getAttribute('aria-invalid')).toBe('true');
    expect((ashanti as HTMLInputElement).value).toBe('5000');
  });
});
