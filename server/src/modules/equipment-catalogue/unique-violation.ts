/** PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it (directly or as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** PostgreSQL's foreign_key_violation (23503): a row still referenced (a concurrent insert beat a delete's check). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
}
