// @vitest-environment happy-dom
import type { SavedAddress } from '@shared/account/account';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { type ShopperDetails, ShopperDetailsProvider, usePrefill } from './prefill';

afterEach(cleanup);

const HOME: SavedAddress = {
  id: 'a1',
  region: 'greater-accra',
  city: 'Accra',
  street: '12 Oxford Street, Osu',
  landmark: 'Opposite the Shell station',
  gpsAddress: 'GA-183-8164',
  isDefault: true,
};
const AMA: ShopperDetails = {
  name: 'Ama Mensah',
  email: 'ama@example.com',
  phone: '+233244123456',
  savedAt: '2026-11-01T10:00:00.000Z',
  address: HOME,
};

function DeliveryForm({ initialName = '' }: { initialName?: string }) {
  const form = useForm({ defaultValues: { fullName: initialName, phone: '', address: '', city: '' } });
  usePrefill(form, (saved) => ({
    fullName: saved.name,
    phone: saved.phone,
    address: saved.address,
    city: saved.city,
  }));
  return (
    <form>
      {(['fullName', 'phone', 'address', 'city'] as const).map((name) => (
        <input key={name} aria-label={name} {...form.register(name)} />
      ))}
    </form>
  );
}

/** The details arrive after the form is on screen, as they do from the API. */
function Harness({ initialName }: { initialName?: string }) {
  const [details, setDetails] = useState<ShopperDetails | null>(null);
  return (
    <ShopperDetailsProvider value={details}>
      <button type="button" onClick={() => setDetails({ ...AMA })}>
        load
      </button>
      <DeliveryForm initialName={initialName} />
    </ShopperDetailsProvider>
  );
}

const value = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).value;

describe('usePrefill', () => {
  it('fills the empty fields from the saved profile and default address', async () => {
    render(<Harness />);
    expect(value('fullName')).toBe('');
    fireEvent.click(screen.getByText('load'));
    await waitFor(() => expect(value('fullName')).toBe('Ama Mensah'));
    expect(value('phone')).toBe('+233 24 412 3456');
    expect(value('address')).toBe(
      '12 Oxford Street, Osu, Opposite the Shell station, Accra, Greater Accra, GA-183-8164',
    );
    expect(value('city')).toBe('Accra');
  });

  it('never overwrites what the shopper typed, nor refills a field they cleared', async () => {
    render(<Harness initialName="Kofi" />);
    fireEvent.change(screen.getByLabelText('city'), { target: { value: 'Tema' } });
    fireEvent.click(screen.getByText('load'));
    await waitFor(() => expect(value('phone')).toBe('+233 24 412 3456'));
    expect(value('fullName')).toBe('Kofi');
    expect(value('city')).toBe('Tema');

    fireEvent.change(screen.getByLabelText('phone'), { target: { value: '' } });
    fireEvent.click(screen.getByText('load')); // the details load again (a refetch)
    expect(value('phone')).toBe('');
  });

  it('leaves a guest’s form empty', () => {
    render(<DeliveryForm />);
    expect(value('fullName')).toBe('');
    expect(value('address')).toBe('');
  });
});

it('does not fill in the name before the shopper saved the profile (sign-up puts a placeholder there)', async () => {
  render(
    <ShopperDetailsProvider value={{ ...AMA, name: 'ama.mensah84', savedAt: null }}>
      <DeliveryForm />
    </ShopperDetailsProvider>,
  );
  await waitFor(() => expect(value('city')).toBe('Accra'));
  expect(value('fullName')).toBe('');
});
