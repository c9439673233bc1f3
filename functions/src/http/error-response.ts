// What a thrown error means for the client: an HttpError's status and `{message}` (and field errors),
// 503 while the database is out of reach, 400 for a value PostgreSQL cannot take, and otherwise a 500
// that names the request in the answer and the log, never a stack.
import { randomUUID } from 'node:crypto';
import { DatabaseUnavailableError } from '@nodal/db';
import { HttpError } from './errors.ts';
import { json } from './respond.ts';

// SQLSTATEs PostgreSQL raises for a value it cannot take as data: a number beyond the column's
// range (an id like 99999999999) or a NUL character in text or JSON. Both come from the request.
const INVALID_VALUE_SQLSTATES = new Set(['22003', '22021', '22P05']);

function isInvalidValue(error: unknown): boolean {
  const e = error as { severity?: unknown; code?: unknown } | null;
  return !!e && typeof e === 'object' && !!e.severity && INVALID_VALUE_SQLSTATES.has(String(e.code));
}

/** Netlify names every request; the same id in the answer and the log lets support find the failure. */
function requestIdOf(req: Request): string {
  return req.headers.get('x-nf-request-id') || randomUUID();
}

export function toResponse(error: unknown, req: Request): Response {
  if (error instanceof HttpError) {
    const body = error.extra.errors
      ? { message: error.message, errors: error.extra.errors }
      : { message: error.message };
    return json(body, error.status, error.extra.headers);
  }
  if (error instanceof DatabaseUnavailableError) {
    // One line, not a stack: during an outage every request lands here. The cause still tells a
    // refused connection from a wrong password.
    console.error(
      `[api] database unavailable: ${(error.cause as { message?: string } | undefined)?.message ?? error.message}`,
    );
    return json({ message: 'Service temporarily unavailable' }, 503);
  }
  if (isInvalidValue(error)) return json({ message: 'Invalid request' }, 400);
  const requestId = requestIdOf(req);
  console.error(`[api] request ${requestId} failed: ${req.method} ${new URL(req.url).pathname}\n`, error);
  return json({ message: 'Internal server error', requestId }, 500, { 'X-Request-Id': requestId });
}
