// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAllDrafts, DRAFT_LIFETIME_MS, readDraft, withDraft, writeDraft } from './drafts';
import { lazyResolver } from './lazy-resolver';
import { type ShopperDetails, ShopperDetailsProvider, usePrefill } from './prefill';
import { HydratedContext } from './use-hydrated';
import { useSchemaForm } from './use-schema-form';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('draft storage', () => {
  it('keeps text, yes/no and lists, never a password, and drops a draft older than its lifetime', () => {
    writeDraft(
      't',
      { name: 'Ama', agree: true, items: ['a'], password: 'secret', newPassword: 'x', n: 3 },
      [],
      1000,
    );
    expect(readDraft('t', 2000)).toEqual({ name: 'Ama', agree: true, items: ['a'] });
    expect(readDraft('t', 1000 + DRAFT_LIFETIME_MS)).toBeNull();
    // The stale draft is gone from the phone, not only ignored.
    expect(localStorage.getItem('ghanamart:draft:t')).toBeNull();
  });

  it('restores only the fields the form has, each of its kind', () => {
    const defaults = { name: '', agree: false, items: [] as string[], password: '' };
    expect(withDraft(defaults, { name: 'Ama', agree: 'yes', items: 'a', other: 'x', password: 'p' })).toEqual(
      {
        ...defaults,
        name: 'Ama',
      },
    );
  });

  it('clears every draft on sign-out and leaves the rest of storage alone', () => {
    writeDraft('a', { name: 'Ama' });
    writeDraft('b', { name: 'Kofi' });
    localStorage.setItem('other', 'kept');
    clearAllDrafts();
    expect(readDraft('a')).toBeNull();
    expect(readDraft('b')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
  });
});

type Values = { name: string; phone: string };
const EMPTY: Values = { name: '', phone: '' };
const accept = lazyResolver<Values>(async () => async (values) => ({ values, errors: {} }));

function DraftForm({ send, queued }: { send: (values: Values) => Promise<string>; queued?: boolean }) {
  const { form, field, onSubmit, result } = useSchemaForm({
    rules: accept,
    defaultValues: EMPTY,
    send,
    draft: { key: 'test-form' },
    queued,
  });
  usePrefill(form, (saved) => ({ name: saved.name, phone: saved.phone }));
  if (result) return <p>Sent {result}</p>;
  return (
    <form onSubmit={onSubmit}>
      <input aria-label="name" {...field('name')} />
      <input aria-label="phone" {...field('phone')} />
      <button type="submit">Send</button>
    </form>
  );
}

const KOFI: ShopperDetails = {
  name: 'Kofi Boateng',
  email: 'kofi@example.com',
  phone: '+233244123456',
  savedAt: '2026-11-01T10:00:00.000Z',
  address: null,
};

function Page({ send = async () => 'ok' }: { send?: (values: Values) => Promise<string> }) {
  const [details, setDetails] = useState<ShopperDetails | null>(null);
  return (
    <ShopperDetailsProvider value={details}>
      <button type="button" onClick={() => setDetails(KOFI)}>
        sign in
      </button>
      <DraftForm send={send} />
    </ShopperDetailsProvider>
  );
}

/** The page inside a server-rendered app: `hydrated` false while React takes it over. */
function Hydrating({ hydrated }: { hydrated: boolean }) {
  return (
    <HydratedContext value={hydrated}>
      <Page />
    </HydratedContext>
  );
}

const value = (name: string) => (screen.getByLabelText(name) as HTMLInputElement).value;

describe('useSchemaForm with a draft', () => {
  it('keeps what is typed and restores it after a reload', () => {
    const first = render(<Page />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ama Mensah' } });
    expect(readDraft('test-form')).toEqual({ name: 'Ama Mensah', phone: '' });
    first.unmount();

    render(<Page />);
    expect(value('name')).toBe('Ama Mensah');
  });

  it('on a server-rendered page, renders the form empty while it hydrates, then restores the draft', async () => {
    writeDraft('test-form', { name: 'Ama Mensah', phone: '' });
    const page = render(<Hydrating hydrated={false} />);
    // As the server drew it: hydration must find the same values.
    expect(value('name')).toBe('');
    page.rerender(<Hydrating hydrated />);
    await waitFor(() => expect(value('name')).toBe('Ama Mensah'));
    expect(readDraft('test-form')).toEqual({ name: 'Ama Mensah', phone: '' });
  });

  it('lets a restored draft win over the prefill, which fills only what the draft left empty', async () => {
    writeDraft('test-form', { name: 'Ama Mensah', phone: '' });
    render(<Page />);
    fireEvent.click(screen.getByText('sign in'));
    await waitFor(() => expect(value('phone')).toBe('+233 24 412 3456'));
    expect(value('name')).toBe('Ama Mensah');
  });

  it('makes no draft from a prefill alone', async () => {
    render(<Page />);
    fireEvent.click(screen.getByText('sign in'));
    await waitFor(() => expect(value('name')).toBe('Kofi Boateng'));
    expect(readDraft('test-form')).toBeNull();
  });

  it('clears the draft once the form was sent, and keeps it when sending failed', async () => {
    let fail = true;
    render(
      <Page
        send={async () => {
          if (fail) throw new Error('offline');
          return 'ok';
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ama' } });
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(readDraft('test-form')).toEqual({ name: 'Ama', phone: '' }));
    fail = false;
    fireEvent.click(screen.getByText('Send'));
    expect(await screen.findByText('Sent ok')).toBeTruthy();
    expect(readDraft('test-form')).toBeNull();
  });

  it('drops the draft once the send waits in the offline queue (the queue holds it: no second send after a reload)', () => {
    const never = () => new Promise<string>(() => {});
    const view = render(<DraftForm send={never} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Ama' } });
    expect(readDraft('test-form')).toEqual({ name: 'Ama', phone: '' });
    view.rerender(<DraftForm send={never} queued />);
    expect(readDraft('test-form')).toBeNull();
  });
});
