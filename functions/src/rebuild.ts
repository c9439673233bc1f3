// Public pages are prebuilt, so a change to what they show must rebuild the site. In production
// that is Netlify's build hook (debounced across function instances through the database);
// locally the platform server registers its own background builder here.
import {
  claimBuildHook,
  claimPendingBuildHook,
  finishBuildHook,
  getBuildHookState,
  getDb,
  type BuildHookClaim,
  type BuildHookState,
  type Queryable,
} from '@nodal/db';
import type { RebuildStatus } from '@nodal/shared';
import { env } from './env.ts';
import type { RouteContext } from './http/route-context.ts';

export type { RebuildStatus };

export interface Rebuilder {
  request(reason: string): void;
  status(): RebuildStatus;
}

/** Netlify answers a build hook at once; one that has not answered by then is not going to. */
export const BUILD_HOOK_TIMEOUT_MS = 5000;
/**
 * An attempt with no outcome this long after it started lost its instance before it could record
 * one (the function was frozen or killed): report it as failed rather than under way forever.
 */
const ATTEMPT_LOST_AFTER_MS = BUILD_HOOK_TIMEOUT_MS + 25_000;

let local: Rebuilder | null = null;

export function setRebuilder(rebuilder: Rebuilder | null): void {
  local = rebuilder;
}

/**
 * Asks for a rebuild without holding the save: the build hook is called after the response (the
 * handler's `waitUntil`), and its outcome goes to the database, where GET /api/admin/rebuild reads
 * it from any instance. A failed rebuild never fails the admin's change. True when the request went
 * somewhere (the local builder or the build hook); false when nothing rebuilds the site here.
 *
 * A handler does not call this itself but its context's `requestRebuild` (http/handler.ts), which
 * also makes its answer say so.
 */
export function requestRebuild(waitUntil: RouteContext['waitUntil'], reason: string): boolean {
  if (local) {
    local.request(reason);
    return true;
  }
  const hook = env().BUILD_HOOK_URL;
  if (!hook) return false;
  waitUntil(callHookOnce(hook, reason));
  return true;
}

/** Never throws: every failure ends up in the log and, once claimed, in the rebuild status. */
function callHookOnce(hook: string, reason: string): Promise<boolean> {
  return callIfClaimed(hook, reason, claimBuildHook);
}

/**
 * The trailing call of the debounce: a change saved while the window was closed was recorded but not
 * sent; the scheduled `rebuild-pending` function calls this every minute to send it. True when the
 * hook was called. Locally the platform's builder queues its own trailing build, so nothing is owed.
 */
export async function firePendingRebuild(): Promise<boolean> {
  const hook = env().BUILD_HOOK_URL;
  if (local || !hook) return false;
  return callIfClaimed(hook, 'changes saved during the last build request', claimPendingBuildHook);
}

async function callIfClaimed(
  hook: string,
  reason: string,
  claimWith: (db: Queryable, debounceSeconds: number) => Promise<BuildHookClaim | null>,
): Promise<boolean> {
  try {
    const db = await getDb();
    const claim = await claimWith(db, env().BUILD_HOOK_DEBOUNCE_SECONDS);
    if (!claim) return false;
    const failure = await callHook(hook, reason);
    if (failure) console.error(`[rebuild] ${failure}`);
    await finishBuildHook(db, claim, failure);
    return true;
  } catch (error) {
    console.error('[rebuild] build hook bookkeeping failed:', error);
    return false;
  }
}

/** Calls the hook once; the reason it failed, or null when Netlify accepted it. */
async function callHook(hook: string, reason: string): Promise<string | null> {
  const url = `${hook}${hook.includes('?') ? '&' : '?'}trigger_title=${encodeURIComponent(reason)}`;
  try {
    const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(BUILD_HOOK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? null : `The build hook answered ${response.status}.`;
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      return `The build hook did not answer within ${BUILD_HOOK_TIMEOUT_MS / 1000} s.`;
    return `The build hook could not be called: ${(error as Error).message}.`;
  }
}

export async function rebuildStatus(): Promise<RebuildStatus> {
  if (local) return local.status();
  if (!env().BUILD_HOOK_URL) return { state: 'idle', lastBuiltAt: null, lastError: null };
  return statusFromHook(await getBuildHookState(await getDb()));
}

/** What the last build-hook attempt means for the admin's rebuild notice. */
export function statusFromHook(hook: BuildHookState): RebuildStatus {
  const idle: RebuildStatus = { state: 'idle', lastBuiltAt: null, lastError: null };
  if (!hook.sentAt) return idle;
  if (hook.error) return { ...idle, state: 'failed', lastError: hook.error };
  if (hook.finishedAt) return { ...idle, state: 'requested' };
  if (hook.now.getTime() - hook.sentAt.getTime() > ATTEMPT_LOST_AFTER_MS) {
    return { ...idle, state: 'failed', lastError: 'The build hook call never finished.' };
  }
  return { ...idle, state: 'queued' };
}
