import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage, UNEXPECTED_ERROR_MESSAGE } from './api';
import { isUnauthorized } from './failure';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('GETs same-origin JSON without a body', async () => {
    const fetchMock = mockFetch(json({ categories: [] }));
    await expect(api('/api/catalogue/categories')).resolves.toEqual({ categories: [] });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/catalogue/categories',
      expect.objectContaining({ method: 'GET', body: undefined, credentials: 'same-origin' }),
    );
  });

  it('POSTs JSON, `{}` when there is no body', async () => {
    const fetchMock = mockFetch(json({ success: true }));
    await api('/api/auth/sign-out', { method: 'POST' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('resolves null for an empty or null body', async () => {
    mockFetch(json(null));
    await expect(api('/api/auth/get-session')).resolves.toBeNull();
  });

  it('throws the error shape as an ApiError', async () => {
    mockFetch(
      json(
        { error: { code: 'VALIDATION', message: 'Invalid input', fields: { email: 'Email is required' } } },
        400,
      ),
    );
    const error = await api('/api/x', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid input',
      fields: { email: 'Email is required' },
    });
  });

  it('falls back to "An unexpected error occurred"', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await api('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: UNEXPECTED_ERROR_MESSAGE });

    mockFetch(new TypeError('Failed to fetch'));
    const offline = await api('/api/x').catch((caught: unknown) => caught);
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: UNEXPECTED_ERROR_MESSAGE });
  });

  it('gives a message for anything thrown', () => {
    expect(errorMessage(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(
      'Invalid email or password',
    );
    expect(errorMessage(new Error('boom'))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it("gives the server's message only for the statuses that explain themselves, else the fallback", () => {
    const refused = (status: number) => new ApiError(status, 'X', `Refused ${status}`);
    expect(errorMessage(refused(409), 'Failed')).toBe('Refused 409');
    expect(errorMessage(refused(413), 'Failed')).toBe('Failed');
    expect(errorMessage(refused(413), 'Failed', [413, 429])).toBe('Refused 413');
    expect(errorMessage(refused(400), 'Failed', [413, 429])).toBe('Failed');
    expect(errorMessage(refused(500), 'Failed')).toBe('Failed');
    expect(errorMessage(refused(500))).toBe('Refused 500');
    expect(errorMessage(new Error('boom'), 'Failed')).toBe('Failed');
    expect(isUnauthorized(refused(401))).toBe(true);
    expect(isUnauthorized(refused(403))).toBe(false);
  });
});
