import { type Envelope, messages } from '@oja/contracts';
import { toast } from './toast';
import { isPublicPath, paths } from '@/config/paths';
import { ApiError, extractErrorMessage } from './api-error';
import { queryString, type QueryValue } from './query-string';

/**
 * The one module every API call goes through. Same origin, JSON in and out, the HttpOnly
 * `access-token` cookie sent with `credentials: 'include'`. It unwraps the envelope
 * `{ code, status, message, data, errors? }` and applies docs/product/messages.md#error-policy's error policy in one place:
 *
 * - fetch throws (network down): toast 'Check Network Connection', go to /temporarily-down;
 * - HTTP 500, 502, 503: go to /temporarily-down;
 * - HTTP 401 whose message is not 'Incorrect email or password': clear the session, go to /login
 *   (with `redirectTo` = where the user was); on a public page (login, onboarding…) it stays a form error;
 * - anything else, including a 2xx with status 'Failed': reject with an ApiError whose message is the
 *   server's, else the caller's fallback, else 'Something went wrong'.
 */
export const NETWORK_ERROR_MESSAGE = 'Check Network Connection';
export const SERVER_DOWN_STATUSES: ReadonlySet<number> = new Set([500, 502, 503]);

export interface ApiClientDeps {
  navigate: (to: string) => void | Promise<void>;
  toastError: (message: string) => void;
  /** Forgets the signed-in user (cached server state). Runs after the redirect to /login. */
  clearSession: () => void;
  /** Path + search the user is on (or navigating to), kept as `redirectTo` when the session ends. */
  currentPath: () => string;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Shown when the server gives no message, e.g. 'Could not get profile. Try again later.' */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a money-moving POST. */
  headers?: Record<string, string>;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' &&
  body !== null &&
  'status' in body &&
  (body.status === 'Success' || body.status === 'Failed');

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');

export const createApiClient = (deps: ApiClientDeps) => {
  const sessionExpired = (message: string, status: number) => {
    const current = deps.currentPath();
    if (isPublicPath(current.split(/[?#]/)[0] ?? '')) {
      deps.clearSession();
      return new ApiError(message, status);
    }
    // Clear after the redirect so the screens being left do not refetch as they unmount.
    void Promise.resolve(deps.navigate(paths.auth.login.getHref(current))).finally(deps.clearSession);
    return new ApiError(message, status, { handled: true });
  };

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> => {
    const { method = 'GET', body, query, fallbackMessage, signal } = options;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await (deps.fetch ?? globalThis.fetch)(`${path}${queryString(query)}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (isAbort(error, signal)) throw error;
      deps.toastError(NETWORK_ERROR_MESSAGE);
      void deps.navigate(paths.temporarilyDown.getHref());
      throw new ApiError(NETWORK_ERROR_MESSAGE, 0, { handled: true, cause: error });
    }

    const payload = await readBody(response);
    const envelope: Envelope<T> = isEnvelope(payload)
      ? (payload as Envelope<T>)
      : {
          code: response.status,
          status: response.ok ? 'Success' : 'Failed',
          message: '',
          data: payload as T,
        };
    if (response.ok && envelope.status === 'Success') return envelope;

    const message = extractErrorMessage({ data: payload }, fallbackMessage ?? messages.somethingWentWrong);
    if (SERVER_DOWN_STATUSES.has(response.status)) {
      void deps.navigate(paths.temporarilyDown.getHref());
      throw new ApiError(message, response.status, { handled: true });
    }
    if (response.status === 401 && envelope.message !== messages.incorrectCredentials) {
      throw sessionExpired(message, response.status);
    }
    throw new ApiError(message, response.status, { errors: envelope.errors });
  };

  const data = async <T>(path: string, options: RequestOptions) => (await request<T>(path, options)).data;

  return {
    /** The whole envelope, for callers that show the server's message. */
    request,
    get: <T>(path: string, options?: BodylessOptions) => data<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
      data<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
      data<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
      data<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
      data<T>(path, { ...options, method: 'DELETE', body }),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

/** Defaults until the app wires its router and query cache in (see app/configure-api-client.ts). */
const appDeps: ApiClientDeps = {
  navigate: (to) => window.location.assign(to),
  // One toast per message: a burst of failed calls shows 'Check Network Connection' once.
  toastError: (message) => toast.error(message, { id: message }),
  clearSession: () => {},
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

export const configureApiClient = (overrides: Partial<ApiClientDeps>) => {
  Object.assign(appDeps, overrides);
};

/** The app-wide client. */
export const api = createApiClient(appDeps);
