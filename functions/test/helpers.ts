// Small helpers shared by the API test files (not a test file itself).
import { expect } from 'vitest';
import { resetEnv } from '../src/env.ts';

/**
 * Environment changes for one test file: `useEnv` sets (or, with undefined, removes) variables and
 * makes the functions read them anew. The file's environment is put back after it by file-env.ts.
 */
export function envOverrides() {
  const saved: Record<string, string | undefined> = {};
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnv();
  };
  return {
    /** The values before the file's first change, by name. */
    saved,
    useEnv(values: Record<string, string | undefined>) {
      for (const key of Object.keys(values)) if (!(key in saved)) saved[key] = process.env[key];
      apply(values);
    },
  };
}

/** Reads a JSON body, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function body<T = any>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`expected JSON, got ${response.status}: ${text.slice(0, 200)}`);
  }
}

/** What an answer beyond the spec's calls carries under `data` (it answers exactly `{data}`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function data<T = any>(response: Response): Promise<T> {
  return (await body<{ data: T }>(response)).data;
}

/** A page of a list beyond the spec's calls (`{data, meta}`), flattened the way the admin reads it. */
export async function paged<T extends { data: unknown }>(response: Response): Promise<T> {
  const answer = await body<{ data: T['data']; meta: Omit<T, 'data'> }>(response);
  return { ...answer.meta, data: answer.data } as T;
}

/** Asserts an error answer: the status and exactly `{message}` (plus `errors` when given). */
export async function expectError(response: Response, status: number, message: unknown) {
  const json = await body(response);
  expect({ status: response.status, json }).toMatchObject({ status, json: { message } });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return json as { message: string; errors?: Record<string, string[]> };
}

/** Asserts a 400 validation answer whose errors name `field` (with `message` when given). */
export async function expectFieldError(response: Response, field: string, message?: string) {
  const json = await expectError(response, 400, expect.any(String));
  if (message === undefined) expect(json.errors?.[field]?.length, JSON.stringify(json)).toBeGreaterThan(0);
  else expect(json.errors?.[field], JSON.stringify(json)).toContain(message);
  return json;
}

/**
 * Rate limits count in fixed windows aligned to the epoch. A burst that straddles the edge would be
 * split across two windows, so wait until the current window has at least `marginMs` left.
 */
export async function awayFromWindowEdge(windowMinutes: number, marginMs = 5000): Promise<void> {
  const windowMs = windowMinutes * 60_000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A token unlikely to appear anywhere else in the database, for filters that must match only our rows. */
export function token(prefix = 'tok'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
