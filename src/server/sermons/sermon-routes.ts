import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SERMON_PAGE } from '#shared/sermon.ts';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth/create-auth.ts';
import { requireSubscriber } from '../auth/require-subscriber.ts';
import type { Database } from '../db/schema.ts';
import { apiError } from '../http/api-error.ts';
import { decodeCursor, deleteSermon, getSermon, listSermons } from './sermon-repository.ts';

/** /api/sermons: the signed-in subscriber's own history (SPEC §6: filtered to the current user). */
export function sermonRoutes({ auth, db }: { auth: Auth; db: Kysely<Database> }) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => {
    const user = await requireSubscriber(c, auth, db);
    if (user instanceof Response) return user;
    const limitText = c.req.query('limit');
    const limit = limitText === undefined ? SERMON_PAGE.defaultLimit : Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > SERMON_PAGE.maxLimit) return apiError(c, 400, 'invalid_request');
    const cursorText = c.req.query('cursor');
    const cursor = cursorText ? decodeCursor(cursorText) : null;
    if (cursorText && !cursor) return apiError(c, 400, 'invalid_cursor');
    c.header('Cache-Control', 'private, no-store');
    return c.json(await listSermons(db, user.id, limit, cursor));
  });

  app.get('/:id', async (c) => {
    const user = await requireSubscriber(c, auth, db);
    if (user instanceof Response) return user;
    const sermon = await getSermon(db, user.id, c.req.param('id'));
    if (!sermon) return apiError(c, 404, 'sermon_not_found');
    c.header('Cache-Control', 'private, no-store');
    return c.json(sermon);
  });

  app.delete('/:id', async (c) => {
    const user = await requireSubscriber(c, auth, db);
    if (user instanceof Response) return user;
    if (!(await deleteSermon(db, user.id, c.req.param('id')))) return apiError(c, 404, 'sermon_not_found');
    return c.body(null, 204);
  });

  return app;
}
