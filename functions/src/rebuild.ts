// Public pages are prebuilt, so a change to what they show must rebuild the site. In production
// that is Netlify's build hook (debounced across function instances through the database);
// locally the platform server registers its own background builder here.
import { getDb } from './db/client.ts';
import { claimBuildHook } from './db/queries/events.ts';
import { env } from './env.ts';

export interface RebuildStatus {
  state: 'idle' | 'building' | 'queued' | 'failed' | 'requested';
  lastBuiltAt: string | null;
  lastError: string | null;
}

export interface Rebuilder {
  request(reason: string): void;
  status(): RebuildStatus;
}

let local: Rebuilder | null = null;

export function setRebuilder(rebuilder: Rebuilder | null): void {
  local = rebuilder;
}

/** Never throws: a failed rebuild must not fail the admin's change. */
export async function requestRebuild(reason: string): Promise<void> {
  if (local) {
    local.request(reason);
    return;
  }
  const hook = env().BUILD_HOOK_URL;
  if (!hook) return;
  try {
    if (!(await claimBuildHook(await getDb(), env().BUILD_HOOK_DEBOUNCE_SECONDS))) return;
    const response = await fetch(`${hook}${hook.includes('?') ? '&' : '?'}trigger_title=${encodeURIComponent(reason)}`, {
      method: 'POST',
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) console.error(`[rebuild] build hook answered ${response.status}`);
  } catch (error) {
    console.error('[rebuild] build hook failed:', (error as Error).message);
  }
}

export function rebuildStatus(): RebuildStatus {
  return local?.status() ?? { state: env().BUILD_HOOK_URL ? 'requested' : 'idle', lastBuiltAt: null, lastError: null };
}
