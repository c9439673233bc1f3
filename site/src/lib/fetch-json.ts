// Every request the site's scripts make goes through here: JSON in and out, and one result shape
// whatever happened, so no caller has its own try/catch or its own reading of an error answer.
// Never throws.

export type FetchJsonResult<T = unknown> =
  /** A 2xx answer; `body` is its parsed JSON, null when it was empty. */
  | { kind: 'ok'; status: number; body: T }
  /** A non-2xx answer; `message` is the API's own `{message}` when it gave a non-blank one. */
  | { kind: 'http-error'; status: number; body: unknown; message: string | null }
  /** An answer whose body is not JSON. */
  | { kind: 'invalid-json'; status: number }
  /** No answer at all: offline, refused, or blocked. */
  | { kind: 'network-error' }
  /** The caller's signal aborted it; nothing to show. */
  | { kind: 'aborted' };

export interface FetchJsonOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  json?: unknown;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** Lets the request outlive the page (analytics sent while leaving). */
  keepalive?: boolean;
  /** The fetch to use; tests pass their own. */
  fetcher?: typeof fetch;
}

/** The API's `{message}`, when it is a non-blank string. */
export function serverMessage(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

export async function fetchJson<T = unknown>(
  url: string,
  { method = 'GET', json, credentials, signal, keepalive, fetcher = fetch }: FetchJsonOptions = {},
): Promise<FetchJsonResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetcher(url, {
      method,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      ...(credentials ? { credentials } : {}),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    });
  } catch {
    return signal?.aborted ? { kind: 'aborted' } : { kind: 'network-error' };
  }
  // A body that stops arriving reads as empty, unless the caller aborted.
  const text = await response.text().catch(() => '');
  if (signal?.aborted) return { kind: 'aborted' };
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: 'invalid-json', status: response.status };
    }
  }
  return response.ok
    ? { kind: 'ok', status: response.status, body: body as T }
    : { kind: 'http-error', status: response.status, body, message: serverMessage(body) };
}
