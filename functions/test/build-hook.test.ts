// The production build hook (design §1): a save answers at once and the hook is called after the
// response; a hook that fails or never answers shows in the rebuild status, read from the database
// because function instances share nothing else.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, type RebuildStatus } from '@nodal/shared';
import { articleInput } from '@nodal/db/factories';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '../src/env.ts';
import { setRebuilder } from '../src/rebuild.ts';
import { body } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;

/** What the fake Netlify does with the next call: never answer, or answer with this status. */
let mode: 'hang' | number = 'hang';
const calls: string[] = [];
const hook = createServer((req: IncomingMessage, res: ServerResponse) => {
  calls.push(req.url ?? '');
  if (mode !== 'hang') res.writeHead(mode).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/test`;
  process.env.BUILD_HOOK_DEBOUNCE_SECONDS = '1';
  resetEnv();
  // Production has no local builder: the hook is the rebuild.
  setRebuilder(null);
  admin = await app.adminClient();
  await app.db.query('UPDATE rebuild_state SET hook_sent_at = NULL, hook_finished_at = NULL, hook_error = NULL');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(async () => {
  vi.restoreAllMocks();
  delete process.env.BUILD_HOOK_URL;
  delete process.env.BUILD_HOOK_DEBOUNCE_SECONDS;
  resetEnv();
  hook.closeAllConnections();
  await new Promise((resolve) => hook.close(resolve));
});

const status = async () => (await body<{ data: RebuildStatus }>(await admin.get(api.adminRebuildStatus))).data;

async function eventually(check: () => Promise<RebuildStatus>, until: (s: RebuildStatus) => boolean, ms = 12_000) {
  const deadline = Date.now() + ms;
  let last = await check();
  while (!until(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await check();
  }
  return last;
}

/** The debounce window is one second here; every test starts a new attempt. */
const pastDebounce = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('the build hook in production', () => {
  it('a publish answers in under 500 ms while the hook hangs, and the status then shows the failed call', async () => {
    mode = 'hang';
    const input = articleInput({ published: true });
    const started = performance.now();
    const response = await admin.post(api.articles, input);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(201);
    expect(elapsed).toBeLessThan(500);

    expect((await status()).state).toBe('queued');
    const failed = await eventually(status, (s) => s.state !== 'queued');
    expect(failed).toEqual({
      state: 'failed',
      lastBuiltAt: null,
      lastError: 'The build hook did not answer within 5 s.',
    });
    expect(calls.at(-1)).toBe(
      `/build_hooks/test?trigger_title=${encodeURIComponent(`article created: ${input.slug}`)}`,
    );
  });

  it('a hook that answers with an error shows that error', async () => {
    await pastDebounce();
    mode = 502;
    expect((await admin.post(api.articles, articleInput({ published: true }))).status).toBe(201);
    const failed = await eventually(status, (s) => s.state !== 'queued');
    expect(failed).toEqual({ state: 'failed', lastBuiltAt: null, lastError: 'The build hook answered 502.' });
  });

  it('a hook that accepts the call clears the failure', async () => {
    await pastDebounce();
    mode = 200;
    const before = calls.length;
    expect((await admin.post(api.articles, articleInput({ published: true }))).status).toBe(201);
    const accepted = await eventually(status, (s) => s.state !== 'queued');
    expect(accepted).toEqual({ state: 'requested', lastBuiltAt: null, lastError: null });
    expect(calls.length).toBe(before + 1);
  });

  it('a draft saved meanwhile calls nothing', async () => {
    await pastDebounce();
    const before = calls.length;
    expect((await admin.post(api.articles, articleInput({ published: false }))).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.length).toBe(before);
    expect((await status()).state).toBe('requested');
  });
});
