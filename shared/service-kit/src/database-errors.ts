import pg from 'pg';

const uniqueViolation = '23505';

/** True when `error` is PostgreSQL's unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return (
    error instanceof pg.DatabaseError &&
    error.code === uniqueViolation &&
    (constraint === undefined || error.constraint === constraint)
  );
}
