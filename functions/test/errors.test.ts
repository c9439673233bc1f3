// Honest errors: a bug is a 500 with a request id that leads to the
// full error in the log, never a 503 that blames the database; and a bodiless write is a bodiless
// write however its client framed it.
import { request as httpRequest } from 'node:http';
import { format } from 'node:util';
import { api } from '@nodal/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { body } from './helpers.ts';
import { useTestApp } from './harness.ts';
import { FAULT_MARKER } from './routes/test-faults.ts';

const app = useTestApp();
const FAULT = '/api/test/faults/typeerror';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Everything the server wrote with console.error while `work` ran, as the terminal shows it. */
async function errorLog(work: () => Promise<Response>): Promise<{ response: Response; log: string }> {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(format(...args)));
  const response = await work();
  await response.clone().text();
  return { response, log: lines.join('\n') };
}

describe('an unexpected exception', () => {
  it('answers 500 with a request id, logs the stack under that id and rolls the transaction back', async () => {
    const { response, log } = await errorLog(() => app.client().post(FAULT));
    expect(response.status).toBe(500);
    const json = await body<{ message: string; requestId: string }>(response);
    expect(json).toEqual({ message: 'Internal server error', requestId: expect.stringMatching(/^[\w-]{8,}$/) });
    expect(response.headers.get('x-request-id')).toBe(json.requestId);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The log holds the id, the error's kind and its stack (a frame in the test route).
    expect(log).toContain(json.requestId);
    expect(log).toMatch(/TypeError: Cannot read properties of null/);
    expect(log).toMatch(/\n\s+at .*test-faults\.ts/);
    // Nothing about the failure leaks to the client.
    expect(JSON.stringify(json)).not.toMatch(/TypeError|test-faults|\.ts/);
    const rows = await app.db.query('SELECT 1 FROM cta_events WHERE source_page = $1', [FAULT_MARKER]);
    expect(rows).toHaveLength(0);
  });

  it("uses Netlify's request id when the edge sent one", async () => {
    const id = `01NETLIFY${Date.now()}`;
    const { response, log } = await errorLog(() =>
      app.client().fetch(FAULT, { method: 'POST', headers: { 'x-nf-request-id': id } }),
    );
    expect(response.status).toBe(500);
    expect(await body(response)).toEqual({ message: 'Internal server error', requestId: id });
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(log).toContain(id);
  });

  it('gives each failure its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const { response } = await errorLog(() => app.client().post(FAULT));
      ids.add((await body<{ requestId: string }>(response)).requestId);
    }
    expect(ids.size).toBe(3);
  });
});

/** A raw request, so the framing (chunked, no length) is exactly what the test says. */
function rawPost(
  path: string,
  headers: Record<string, string>,
  chunks: string[],
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, app.url);
    const req = httpRequest(url, { method: 'POST', headers: { origin: app.url, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('a write with Transfer-Encoding: chunked', () => {
  it('with no body at all (logout) is accepted', async () => {
    const admin = await app.adminClient();
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await rawPost(api.authLogout, { 'transfer-encoding': 'chunked', cookie }, []);
    expect(answer).toEqual({ status: 200, text: JSON.stringify({ success: true }) });
    expect((await admin.get(api.authUser)).status).toBe(401);
  });

  it('with an empty chunk and no content type is accepted too', async () => {
    const answer = await rawPost(api.authLogout, { 'transfer-encoding': 'chunked' }, ['']);
    expect(answer.status).toBe(200);
  });

  it('with a non-JSON body still gets 415', async () => {
    const answer = await rawPost(api.authLogout, { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' }, [
      'not json',
    ]);
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.text)).toEqual({ message: 'Content-Type must be application/json' });
  });

  it('with a JSON body is read in full', async () => {
    const answer = await rawPost(
      api.authLogin,
      { 'transfer-encoding': 'chunked', 'content-type': 'application/json' },
      ['{"email":"nobody@example.test",', '"password":"wrong-password"}'],
    );
    expect(answer.status).toBe(401);
  });
});
