import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../server/db/database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
// What Drizzle throws: its own error with the driver's in `cause`.
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, reset or dropped connection, also inside Drizzle’s error', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('does not excuse a bad query or anything else as an outage', () => {
    for (const error of [
      withCode('invalid input syntax for type uuid: "x"', '22P02'),
      withCode('duplicate key value violates unique constraint', '23505'),
      wrapped(withCode('relation "nope" does not exist', '42P01')),
      new TypeError('Cannot read properties of undefined'),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
