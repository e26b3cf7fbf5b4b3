/** A PostgreSQL unique violation (23505), optionally on a given constraint or index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: string; constraint?: string };
    if (pgErr.code === '23505') return constraint === undefined || pgErr.constraint === constraint;
  }
  return false;
}
