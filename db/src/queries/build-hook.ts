// The production build hook's state (one row): when a change last asked for a rebuild, and when the
// hook was last called and how that ended. Function instances share it to debounce the hook.
import * as z from 'zod';
import { queryRow } from '../rows.ts';
import { rebuildStateRow } from '../schema/index.ts';
import type { Queryable } from '../types.ts';

/**
 * Records that a change wants a rebuild, then claims the build hook if it was not fired within the
 * debounce window: a claim to fire it now, or null (the request stays pending for
 * `claimPendingBuildHook`). A claim starts a new attempt, so the previous outcome is cleared with it.
 */
export async function claimBuildHook(db: Queryable, debounceSeconds: number): Promise<BuildHookClaim | null> {
  // Two statements on purpose: the request's time is earlier than a claim made just after it, so a
  // request that wins its own claim is never left looking pending.
  await db.query(`UPDATE rebuild_state SET hook_requested_at = clock_timestamp() WHERE id = 1`);
  return claim(db, debounceSeconds, 'hook_sent_at IS NULL OR hook_sent_at < now() - make_interval(secs => $1)');
}

/**
 * Claims the build hook for a request that arrived after the last attempt started and was held back
 * by the debounce window, once that window is over; null when nothing is pending (or not yet).
 */
export async function claimPendingBuildHook(db: Queryable, debounceSeconds: number): Promise<BuildHookClaim | null> {
  return claim(
    db,
    debounceSeconds,
    `hook_requested_at IS NOT NULL AND (hook_sent_at IS NULL OR
       (hook_requested_at > hook_sent_at AND hook_sent_at < now() - make_interval(secs => $1)))`,
  );
}

async function claim(db: Queryable, debounceSeconds: number, when: string): Promise<BuildHookClaim | null> {
  // The timestamp travels as text: a JavaScript Date would drop its microseconds and never match again.
  // clock_timestamp(), not now(): within one transaction now() could equal the request's own time.
  return queryRow(
    db,
    claimRow,
    `UPDATE rebuild_state SET hook_sent_at = clock_timestamp(), hook_finished_at = NULL, hook_error = NULL
     WHERE id = 1 AND (${when})
     RETURNING hook_sent_at::text AS "attempt"`,
    [debounceSeconds],
  );
}

/** hook_sent_at, as text (see claim). */
const claimRow = z.strictObject({ attempt: z.string() });
export type BuildHookClaim = z.infer<typeof claimRow>;

/** Records how a claimed attempt ended: `error` null when the hook accepted the call. */
export async function finishBuildHook(db: Queryable, claim: BuildHookClaim, error: string | null): Promise<void> {
  await db.query(
    `UPDATE rebuild_state SET hook_finished_at = now(), hook_error = $2 WHERE id = 1 AND hook_sent_at = $1::timestamptz`,
    [claim.attempt, error?.slice(0, 2000) ?? null],
  );
}

/**
 * `sentAt`: when the last attempt started, null if the hook was never called; `finishedAt`: when it
 * ended, null while it is under way (or if its instance died before it could say); `now`: the
 * database's clock, so the age of an attempt is judged on one clock.
 */
const buildHookStateRow = z.strictObject({
  sentAt: rebuildStateRow.shape.hookSentAt,
  finishedAt: rebuildStateRow.shape.hookFinishedAt,
  error: rebuildStateRow.shape.hookError,
  now: z.date(),
});
export type BuildHookState = z.infer<typeof buildHookStateRow>;

export async function getBuildHookState(db: Queryable): Promise<BuildHookState> {
  const row = await queryRow(
    db,
    buildHookStateRow,
    `SELECT hook_sent_at AS "sentAt", hook_finished_at AS "finishedAt", hook_error AS "error", now() AS "now"
     FROM rebuild_state WHERE id = 1`,
  );
  return row ?? { sentAt: null, finishedAt: null, error: null, now: new Date() };
}
