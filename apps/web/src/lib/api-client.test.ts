import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { envelope, failure, jsonResponse } from '@/testing/mock-fetch';
import { createApiClient, NETWORK_ERROR_MESSAGE, type ApiClientDeps } from './api-client';
import { ApiError } from './api-error';

const fetchMock = vi.fn<typeof fetch>();
const respond = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(jsonResponse(status, body));

let navigate: Mock<ApiClientDeps['navigate']>;
let toastError: Mock<ApiClientDeps['toastError']>;
let clearSession: Mock<ApiClientDeps['clearSession']>;
let currentPath: ApiClientDeps['currentPath'];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn();
  toastError = vi.fn();
  clearSession = vi.fn();
  currentPath = () => '/products?tab=active';
});

const client = () =>
  createApiClient({ navigate, toastError, clearSession, currentPath: () => currentPath() });

/** Runs a call expected to fail and returns its ApiError. */
const failing = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('requests', () => {
  it('calls the same origin with JSON, the cookie and Accept: application/json', async () => {
    respond(200, envelope({ id: 1 }, 'Created', 200));
    await client().post('/v1/users/customer', { name: 'Ada' }, { query: { page: 1, name: '' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/users/customer?page=1');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ name: 'Ada' }),
    });
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends no body or Content-Type on GET', async () => {
    respond(200, envelope([]));
    await client().get('/v1/services/category/all');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it("returns the envelope's data, or the whole envelope from request()", async () => {
    respond(200, envelope({ email: 'ada@example.com' }));
    await expect(client().get('/v1/users/profile')).resolves.toEqual({ email: 'ada@example.com' });
    respond(200, envelope(null, 'Reset link sent'));
    await expect(
      client().request('/v1/auth/forgot-password', { method: 'POST', body: {} }),
    ).resolves.toMatchObject({
      status: 'Success',
      message: 'Reset link sent',
    });
  });

  it('accepts an empty success body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client().post('/v1/auth/logout')).resolves.toBeNull();
  });
});

describe('error policy (SPEC §8)', () => {
  it("network failure: toasts 'Check Network Connection' and goes to /temporarily-down", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failing(client().get('/v1/users/profile'));
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.handled).toBe(true);
    expect(toastError).toHaveBeenCalledWith('Check Network Connection');
    expect(navigate).toHaveBeenCalledWith('/temporarily-down');
  });

  it('an aborted request is not a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(client().get('/v1/products', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(toastError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([500, 502, 503])('HTTP %i goes to /temporarily-down', async (status) => {
    respond(status, failure(status, 'Something went wrong'));
    const error = await failing(client().get('/v1/products'));
    expect(error.status).toBe(status);
    expect(error.handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/temporarily-down');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('HTTP 504 is an ordinary failure', async () => {
    respond(504, failure(504, 'Gateway timeout'));
    const error = await failing(client().get('/v1/products'));
    expect(error.handled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('HTTP 401 ends the session and goes to /login with the current page as redirectTo', async () => {
    respond(401, failure(401, 'Please authenticate'));
    const error = await failing(client().get('/v1/users/profile'));
    expect(error.handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/login?redirectTo=%2Fproducts%3Ftab%3Dactive');
    // The session is cleared once the redirect has happened.
    await vi.waitFor(() => expect(clearSession).toHaveBeenCalledTimes(1));
  });

  it("HTTP 401 'Incorrect email or password' is a plain failure: no logout", async () => {
    respond(401, failure(401, 'Incorrect email or password'));
    const error = await failing(client().post('/v1/auth/login', { email: 'a@b.co', password: 'x' }));
    expect(error.message).toBe('Incorrect email or password');
    expect(error.status).toBe(401);
    expect(error.handled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(clearSession).not.toHaveBeenCalled();
  });

  it('HTTP 401 on a signed-out page clears the session but stays as a form error', async () => {
    currentPath = () => '/onboarding';
    respond(401, failure(401, 'Invalid code'));
    const error = await failing(
      client().post('/v1/auth/verify-otp-email', { email: 'a@b.co', otp: '000000' }),
    );
    expect(error.message).toBe('Invalid code');
    expect(error.handled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(clearSession).toHaveBeenCalledTimes(1);
  });

  it("other failures reject with the server's message and field errors", async () => {
    respond(400, {
      ...failure(400, 'Validation failed'),
      errors: [{ path: 'email', message: 'Enter a valid email' }],
    });
    const error = await failing(client().post('/v1/auth/register', {}));
    expect(error.message).toBe('Validation failed');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([{ path: 'email', message: 'Enter a valid email' }]);
    expect(error.handled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });

  it("falls back to the caller's message, then 'Something went wrong', when the server gives none", async () => {
    respond(404, { code: 404, status: 'Failed', message: '', data: null });
    expect(
      (
        await failing(
          client().get('/v1/users/profile', { fallbackMessage: 'Could not get profile. Try again later.' }),
        )
      ).message,
    ).toBe('Could not get profile. Try again later.');
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 418 }));
    expect((await failing(client().get('/v1/products'))).message).toBe('Something went wrong');
  });

  it("a 2xx response with status 'Failed' is a rejection", async () => {
    respond(200, { code: 200, status: 'Failed', message: 'Bank account not found', data: null });
    const error = await failing(client().post('/v1/wallet/getAccount', {}));
    expect(error.message).toBe('Bank account not found');
    expect(navigate).not.toHaveBeenCalled();
  });
});
