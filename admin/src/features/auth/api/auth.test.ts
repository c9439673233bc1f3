import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE } from '@nodal/shared';
import { hasSignedInHint } from './auth.ts';

describe('hasSignedInHint', () => {
  it.each([
    ['', false],
    ['theme=dark', false],
    [`${SIGNED_IN_HINT_COOKIE}=1`, true],
    [`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; other=2`, true],
    // A cleared hint, or a name that merely starts the same way, is no hint.
    [`${SIGNED_IN_HINT_COOKIE}=`, false],
    [`x${SIGNED_IN_HINT_COOKIE}=1`, false],
    [`${SIGNED_IN_HINT_COOKIE}_old=1`, false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasSignedInHint(cookies)).toBe(expected);
  });
});
