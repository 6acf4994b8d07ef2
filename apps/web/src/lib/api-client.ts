/**
 * The one API client. The browser's session lives in an HttpOnly cookie, so requests only need
 * to be same-origin; a 401 from a signed-in call tells the auth provider to sign out.
 */
export type FieldError = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** Thrown when the server could not be reached at all. */
export class NetworkError extends Error {
  constructor() {
    super('No response from server');
  }
}

/** A request that got no answer: called off (kept as it is), or the server out of reach. */
const noAnswer = (error: unknown) =>
  (error as Error).name === 'AbortError' ? error : new NetworkError();

type Listener = () => void;
const unauthorisedListeners = new Set<Listener>();

export function onUnauthorised(listener: Listener) {
  unauthorisedListeners.add(listener);
  return () => {
    unauthorisedListeners.delete(listener);
  };
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  signal?: AbortSignal;
  /** a 401 on this call is an answer (e.g. wrong password), not an expired session */
  expectUnauthorised?: boolean;
};

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, expectUnauthorised = false } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    throw noAnswer(error);
  }
  if (response.status === 204) return undefined as T;
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // the connection broke while the answer arrived (or the page is being left): no answer at all
    throw noAnswer(error);
  }
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: string; errors?: FieldError[] };
    if (response.status === 401 && !expectUnauthorised) {
      unauthorisedListeners.forEach((listener) => listener());
    }
    throw new ApiError(
      response.status,
      payload.message ?? response.statusText,
      payload.errors ?? [],
    );
  }
  return data as T;
}

/** The message to show for a failed call: the server's, else the error's, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
