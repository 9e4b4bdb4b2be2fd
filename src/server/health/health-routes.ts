import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { checkRoute } from '../http/route-contract.ts';
import { healthzRoute, readyzRoute } from './health-contract.ts';

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process answers. /readyz: it can also reach its database (a handle it can only ping). */
export function healthRoutes(database: { ping(): Promise<void> }) {
  return new Hono<AppEnv>()
    .get('/healthz', checkRoute(healthzRoute), (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/readyz', checkRoute(readyzRoute), async (c) => {
      c.header('Cache-Control', 'no-store');
      try {
        await withTimeout(database.ping(), READY_TIMEOUT_MS);
        // Which database it is stays in the log: an outsider learns nothing of the stack here.
        return c.json({ status: 'ready' });
      } catch (error) {
        c.get('logger').warn({ err: error }, 'readiness check failed');
        return c.json({ status: 'unavailable', error: 'Database unreachable' }, 503);
      }
    });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
