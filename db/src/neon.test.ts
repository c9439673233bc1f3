import { describe, expect, it } from 'vitest';
import { describeFailure, isConnectionFailure } from './neon.ts';

/** A server error as the driver hands it over. */
const server = (severity: string, code: string, message = 'server said no') =>
  Object.assign(new Error(message), { severity, code });
const network = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isConnectionFailure', () => {
  it.each<[string, unknown, boolean]>([
    ['refused', network('ECONNREFUSED'), true],
    ['reset', network('ECONNRESET'), true],
    ['unknown host', network('ENOTFOUND'), true],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect'), true],
    ['connection terminated', new Error('Connection terminated unexpectedly'), true],
    ['failed WebSocket', { type: 'error', error: network('ECONNREFUSED'), message: 'connect ECONNREFUSED' }, true],
    ['administrator shutdown', server('FATAL', '57P01'), true],
    ['database not accepting connections', server('FATAL', '55000'), true],
    ['wrong password', server('FATAL', '28P01'), true],
    ['too many connections', server('FATAL', '53300'), true],
    ['connection exception as ERROR', server('ERROR', '08006'), true],
    ['unique violation', server('ERROR', '23505'), false],
    ['syntax error', server('ERROR', '42601'), false],
    ['object not in prerequisite state as ERROR', server('ERROR', '55000'), false],
    ['a bug in our code', new TypeError("Cannot read properties of null (reading 'value')"), false],
    ['nothing', null, false],
    ['a string', 'ECONNREFUSED', false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isConnectionFailure(error)).toBe(expected);
  });
});

describe('describeFailure', () => {
  it.each<[string, unknown, string]>([
    ['an error', new Error('Connection terminated unexpectedly'), 'Connection terminated unexpectedly'],
    [
      'a socket event with an inner error',
      { type: 'error', message: '', error: network('ECONNRESET') },
      'connect ECONNRESET 127.0.0.1:5432',
    ],
    ['a socket event with nothing inside', { type: 'error', message: '' }, 'WebSocket error'],
    ['a string', 'gone', 'gone'],
  ])('%s', (_name, error, expected) => {
    expect(describeFailure(error)).toBe(expected);
  });
});
