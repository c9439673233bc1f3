import { gzipSync } from 'node:zlib';
import { api, beaconSchema, SIGNED_IN_HINT_COOKIE } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { JS_BUDGETS } from '../../../scripts/js-budgets.ts';
import { mayCount, newViewId, viewAddress } from './beacon.ts';
import { beaconScript } from './inline.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('mayCount', () => {
  it('counts a visitor who has said nothing and is not signed in to the admin', () => {
    expect(mayCount({ doNotTrack: null }, '', SIGNED_IN_HINT_COOKIE)).toBe(true);
    expect(mayCount({ doNotTrack: '0', globalPrivacyControl: false }, 'other=1', SIGNED_IN_HINT_COOKIE)).toBe(true);
  });

  it('counts nobody with Do Not Track or Global Privacy Control on', () => {
    expect(mayCount({ doNotTrack: '1' }, '', SIGNED_IN_HINT_COOKIE)).toBe(false);
    expect(mayCount({ doNotTrack: null, globalPrivacyControl: true }, '', SIGNED_IN_HINT_COOKIE)).toBe(false);
  });

  it('counts no staff member while the signed-in hint is set, wherever it sits among the cookies', () => {
    expect(mayCount({}, `${SIGNED_IN_HINT_COOKIE}=1`, SIGNED_IN_HINT_COOKIE)).toBe(false);
    expect(mayCount({}, `a=b; ${SIGNED_IN_HINT_COOKIE}=1; c=d`, SIGNED_IN_HINT_COOKIE)).toBe(false);
    // A cookie whose name only ends or starts the same is someone else's.
    expect(mayCount({}, `x${SIGNED_IN_HINT_COOKIE}=1; ${SIGNED_IN_HINT_COOKIE}=10`, SIGNED_IN_HINT_COOKIE)).toBe(true);
  });
});

describe('viewAddress', () => {
  it('keeps the path, the query (UTM parameters are read by the server) and the hash', () => {
    expect(viewAddress(at('/docs', '?utm_source=x', '#learning-intro'))).toBe('/docs?utm_source=x#learning-intro');
    expect(viewAddress(at('/'))).toBe('/');
  });

  it('counts a docs heading as the topic it belongs to', () => {
    expect(viewAddress(at('/docs', '', '#ai-tech-advanced-rag--try-it-in-nodal'))).toBe('/docs#ai-tech-advanced-rag');
  });

  it('cuts an address at the length the schema takes', () => {
    expect(viewAddress(at(`/${'a'.repeat(3000)}`))).toHaveLength(2048);
  });
});

describe('newViewId', () => {
  it('is a fresh id of the shape the schema takes every time', () => {
    const ids = Array.from({ length: 200 }, newViewId);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) {
      expect(beaconSchema.safeParse({ t: 'leave', id, ms: 0 }).success, id).toBe(true);
      expect(id).toHaveLength(28);
    }
  });
});

describe('the inlined script', () => {
  it('is one self-running statement with its settings filled in, under 1 KB gzip', () => {
    expect(beaconScript).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(beaconScript).toContain(`"${api.trackView}"`);
    expect(beaconScript).toContain(`"${SIGNED_IN_HINT_COOKIE}"`);
    expect(gzipSync(beaconScript, { level: 9 }).length).toBeLessThanOrEqual(JS_BUDGETS.beacon);
  });

  it('never touches storage or writes a cookie', () => {
    expect(beaconScript).not.toMatch(/localStorage|sessionStorage|indexedDB|caches\.|document\.cookie\s*=/);
  });
});
