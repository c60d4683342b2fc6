import pg from 'pg';
import { isDatabaseUnavailable, isUniqueViolation } from '../src/index.js';

function serverError(code: string, message = 'server says no'): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = 'FATAL';
  return error;
}

function socketError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

describe('isDatabaseUnavailable', () => {
  test.each([
    ['a refused connection', socketError('ECONNREFUSED')],
    ['a reset connection', socketError('ECONNRESET')],
    ['every address refused (AggregateError)', new AggregateError([socketError('ECONNREFUSED')], '')],
    ["pg-pool's connection timeout", new Error('timeout exceeded when trying to connect')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a server starting up (57P03)', serverError('57P03', 'the database system is starting up')],
    ['a server shutting down (57P01)', serverError('57P01')],
    ['too many connections (53300)', serverError('53300')],
    ['statement_timeout (57014)', serverError('57014')],
    ['a connection exception (08006)', serverError('08006')],
    ['a wrapped cause', new Error('query failed', { cause: socketError('ECONNREFUSED') })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ['a unique violation', serverError('23505')],
    ['a permission error', serverError('42501')],
    ['a syntax error', serverError('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  test('judges a server error by its SQLSTATE, not by a network-like message', () => {
    expect(isDatabaseUnavailable(serverError('22P02', 'Connection terminated in the data'))).toBe(false);
  });

  test('leaves unique violations to isUniqueViolation', () => {
    expect(isUniqueViolation(serverError('23505'))).toBe(true);
  });
});
