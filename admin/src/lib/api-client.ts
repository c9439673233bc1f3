import { REBUILD_HEADER, REBUILD_REQUESTED, type ApiError as ApiErrorBody } from '@nodal/shared';

/** Thrown for every non-OK answer; keeps the status and field errors so forms can place them. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly errors: Record<string, string[]> | undefined;
  /** The server's own `{message}`, when it sent one (toasts prefer it over generic text). */
  readonly serverMessage: string | undefined;

  constructor(init: {
    status: number;
    statusText: string;
    message: string;
    serverMessage?: string;
    errors?: Record<string, string[]>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.serverMessage = init.serverMessage;
    this.errors = init.errors;
  }
}

/**
 * A non-OK answer becomes "status: body text" (or the status text when the body is empty).
 * Our API always answers `{message}`, and that sentence is what a person should read, so it wins.
 */
export function errorFromResponse(status: number, statusText: string, bodyText: string): ApiError {
  let body: Partial<ApiErrorBody> | null;
  try {
    body = bodyText ? (JSON.parse(bodyText) as Partial<ApiErrorBody>) : null;
  } catch {
    body = null;
  }
  if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) {
    return new ApiError({
      status,
      statusText,
      message: body.message,
      serverMessage: body.message,
      errors: body.errors,
    });
  }
  return new ApiError({ status, statusText, message: `${status}: ${bodyText || statusText}` });
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Builds the fetch init: cookies always travel; a JSON content type only when there is a payload. */
export function requestInit({ method = 'GET', body, signal }: RequestOptions): RequestInit {
  const init: RequestInit = { method, credentials: 'include', cache: 'no-store' };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  return init;
}

const rebuildListeners = new Set<() => void>();

/**
 * Calls `listener` whenever an answer says its change asked for a rebuild of the public site (the
 * server's Nodal-Rebuild header): the server knows which changes the public pages show, so the
 * admin never guesses. Returns the unsubscribe.
 */
export function onRebuildRequested(listener: () => void): () => void {
  rebuildListeners.add(listener);
  return () => rebuildListeners.delete(listener);
}

/** Tells the listeners when this answer asked for a rebuild; every answer passes through here. */
function noteRebuildHeader(response: Pick<Response, 'headers'>): void {
  if (response.headers.get(REBUILD_HEADER) !== REBUILD_REQUESTED) return;
  for (const listener of rebuildListeners) listener();
}

export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetch(url, requestInit(options));
  noteRebuildHeader(response);
  const text = await response.text();
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : null) as T;
}

/** Adds query parameters, skipping empty ones, so cache keys stay stable and URLs short. */
export function withQuery(url: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

export const fetcher = <T>(url: string) => apiRequest<T>(url);

/** The endpoints added beyond the original public calls answer `{data}`: this is what is under it. */
export async function apiData<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<{ data: T }>(url, options)).data;
}

/** An SWR fetcher for a `{data}` answer, handing the view what is under `data`. */
export const dataFetcher = <T>(url: string) => apiData<T>(url);

export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
