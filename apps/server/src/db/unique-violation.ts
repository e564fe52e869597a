/**
 * The name of the unique constraint or index a failed statement violated (SQLSTATE 23505), or null when the
 * error is something else. Drizzle wraps driver errors, so the cause chain is searched; both engines report
 * the constraint name.
 */
export const violatedUniqueConstraint = (error: unknown): string | null => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
};
