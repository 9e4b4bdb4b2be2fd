// PostgreSQL ends one of two transactions that wait on each other (deadlock_detected, 40P01), or
// one a serializable snapshot cannot order (serialization_failure, 40001). Run again, it passes:
// the other transaction has finished. Neither is the client's mistake nor a bug of this server,
// so a request that still meets one after its retry answers 503 "try again in a moment" (app.ts),
// never a 500 (issue 25).
const CONFLICT_CODES = new Set(['40P01', '40001']);

export function isTransactionConflict(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONFLICT_CODES.has(code)) return true;
  return isTransactionConflict(error.cause, depth + 1);
}

/** Runs `attempt` (a whole transaction), and once more if the first ended in a conflict. */
export async function retryOnceOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isTransactionConflict(error)) throw error;
    return attempt();
  }
}
