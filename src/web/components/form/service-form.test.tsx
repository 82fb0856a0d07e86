// @vitest-environment happy-dom
import type { SubmittedRequest } from '@shared/requests/request-kinds';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { type ShopperDetails, ShopperDetailsProvider } from '@web/lib/prefill';
import { renderWithProviders } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceForm, useServiceForm } from './service-form';
import { TextField } from './text-field';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

type Values = { name: string; phone: string; city: string };

const EMPTY: Values = { name: '', phone: '', city: '' };
const anyValues = lazyResolver<Values>(async () => async (values) => ({ values, errors: {} }));

const AMA: ShopperDetails = {
  name: 'Ama Mensah',
  email: 'ama@example.com',
  phone: '+233244123456',
  savedAt: '2026-11-01T10:00:00.000Z',
  address: null,
};

interface Submit {
  mutateAsync: (values: Values) => Promise<SubmittedRequest>;
  queued: boolean;
}

function PickupForm({ submit, resetLabel }: { submit: Submit; resetLabel?: string | null }) {
  const service = useServiceForm({
    rules: anyValues,
    defaultValues: EMPTY,
    draft: 'test:pickup',
    submit,
    messages: { successTitle: 'Pickup Booked!', success: 'Our courier calls you before coming.' },
    prefill: (saved) => ({ name: saved.name, phone: saved.phone }),
  });
  const { field } = service;
  return (
    <ServiceForm
      service={service}
      submitLabel="Book Pickup"
      busyLabel="Booking..."
      submitPlace="end"
      resetLabel={resetLabel}
    >
      <TextField label="Full Name" {...field('name')} />
      <TextField label="Phone Number" {...field('phone')} />
      <TextField label="City" {...field('city')} />
    </ServiceForm>
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** A send the test answers when it chooses. */
function pendingSend() {
  let answer: (result: SubmittedRequest) => void = () => {};
  const mutateAsync = vi.fn(
    (_values: Values) =>
      new Promise<SubmittedRequest>((resolve) => {
        answer = resolve;
      }),
  );
  return { mutateAsync, answer: (result: SubmittedRequest) => answer(result) };
}

describe('ServiceForm', () => {
  it("fills the empty fields from the signed-in shopper's saved details", async () => {
    renderWithProviders(
      <ShopperDetailsProvider value={AMA}>
        <PickupForm submit={{ mutateAsync: vi.fn(), queued: false }} />
      </ShopperDetailsProvider>,
    );
    await waitFor(() => expect(value('Full Name')).toBe('Ama Mensah'));
    expect(value('Phone Number')).toBe('+233 24 412 3456');
    expect(value('City')).toBe('');
  });

  it('sends what was typed, says so while it is sent, then shows the reference and starts over', async () => {
    const send = pendingSend();
    renderWithProviders(
      <PickupForm
        submit={{ mutateAsync: send.mutateAsync, queued: false }}
        resetLabel="Book another pickup"
      />,
    );
    fireEvent.input(screen.getByLabelText('City'), { target: { value: 'Kumasi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book Pickup' }));

    expect(await screen.findByRole('button', { name: 'Booking...' })).toBeTruthy();
    expect(send.mutateAsync).toHaveBeenCalledWith({ name: '', phone: '', city: 'Kumasi' });
    send.answer({ reference: 'DHL-7K3Q9M' });

    const panel = (await screen.findByText('DHL-7K3Q9M')).closest('[role="status"]') as HTMLElement;
    expect(within(panel).getByText('Pickup Booked!')).toBeTruthy();
    expect(within(panel).getByText('Our courier calls you before coming.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track this request' }).getAttribute('href')).toBe(
      '/track?reference=DHL-7K3Q9M',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book another pickup' }));
    expect(value('City')).toBe('');
    expect(screen.getByRole('button', { name: 'Book Pickup' })).toBeTruthy();
  });

  it('offers no empty form after the success when there is no reset label (one per account)', async () => {
    const send = pendingSend();
    renderWithProviders(
      <PickupForm submit={{ mutateAsync: send.mutateAsync, queued: false }} resetLabel={null} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book Pickup' }));
    await waitFor(() => expect(send.mutateAsync).toHaveBeenCalled());
    send.answer({ reference: 'VND-7K3Q9M' });
    const panel = (await screen.findByText('VND-7K3Q9M')).closest('[role="status"]') as HTMLElement;
    expect(within(panel).getByRole('link', { name: 'Track this request' })).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('says the submission waits on this device while it is queued', () => {
    renderWithProviders(<PickupForm submit={{ mutateAsync: vi.fn(), queued: true }} />);
    expect(screen.getByText('Saved on this device')).toBeTruthy();
  });
});
