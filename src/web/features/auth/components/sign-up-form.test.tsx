// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { mockApi, renderWithProviders, requestBody } from '@web/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from './sign-up-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function renderForm() {
  return renderWithProviders(<SignUpForm callbackURL="/deals" onShowSignIn={() => {}} />);
}

describe('SignUpForm', () => {
  it('says "Passwords do not match" under the confirmation and marks it invalid', async () => {
    const fetchMock = mockApi();
    renderForm();
    fill('Email', 'ama@example.com');
    fill('Password', 'secret123');
    fill('Confirm password', 'secret124');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const message = await screen.findByText('Passwords do not match');
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.getAttribute('aria-describedby')).toBe(message.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Password must be at least 6 characters"', async () => {
    mockApi();
    renderForm();
    fill('Email', 'ama@example.com');
    fill('Password', '12345');
    fill('Confirm password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('says under the field that text which cannot be stored must go, and sends nothing', async () => {
    const fetchMock = mockApi();
    renderForm();
    fill('Email', 'ama@example.com');
    fill('Password', 'secret\u0000123');
    fill('Confirm password', 'secret\u0000123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const messages = await screen.findAllByText(
      'This contains characters that cannot be stored. Please remove them.',
    );
    expect(messages).toHaveLength(2);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(messages[0]!.id);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).not.toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account with the name from the email and shows the verification note', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/sign-up/email': { body: { token: null, user: { id: 'u1', email: 'ama@example.com' } } },
    });
    renderForm();
    fill('Email', 'ama@example.com');
    fill('Password', 'secret123');
    fill('Confirm password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findAllByText('Account created!')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Check your email for the verification link.').length).toBeGreaterThan(0);
    expect(requestBody(fetchMock, '/api/auth/sign-up/email')).toEqual({
      email: 'ama@example.com',
      password: 'secret123',
      name: 'ama',
      callbackURL: '/deals',
    });
  });

  it("shows the backend's message in an alert", async () => {
    mockApi({
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: { error: { code: 'USER_ALREADY_EXISTS', message: 'User already exists. Use another email.' } },
      },
    });
    renderForm();
    fill('Email', 'ama@example.com');
    fill('Password', 'secret123');
    fill('Confirm password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('User already exists. Use another email.');
  });
});
