import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Kysely } from 'kysely';
import type { MeResponse } from '#shared/auth-schemas.ts';
import { generateRequestSchema, type GenerateRequest } from '#shared/generation-schema.ts';
import { SERMON_PAGE, type Sermon } from '#shared/sermon.ts';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth/create-auth.ts';
import { requireSubscriber } from '../auth/require-subscriber.ts';
import type { Database } from '../db/schema.ts';
import { apiError, requestLanguage } from '../http/api-error.ts';
import { readJson } from '../http/read-json.ts';
import { apiMessage, type ApiMessageKey } from '../i18n/api-messages.ts';
import { GenerationError, type SermonEngine } from '../generation/sermon-engine.ts';
import { acquireGenerationLock, GENERATION_DEADLINE_MS, keepGenerationLock, releaseGenerationLock, releaseGenerationLockSoon, sermonsToday } from './generation-guard.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { decodeCursor, deleteSermon, getSermon, listSermons, saveSermon } from './sermon-repository.ts';

/** /api/sermons: the signed-in subscriber's own history (SPEC §6: filtered to the current user). */
export interface SermonRouteDeps {
  auth: Auth;
  db: Kysely<Database>;
  engine: SermonEngine;
  dailyQuota: number;
}

export function sermonRoutes({ auth, db, engine, dailyQuota }: SermonRouteDeps) {
  const app = new Hono<AppEnv>();

  /**
   * Runs the engine and saves the sermon in the same request, so a sermon the user was shown is
   * never lost even if the browser goes away (the work is not tied to the connection).
   */
  async function generateAndSave(c: Context<AppEnv>, user: MeResponse, input: GenerateRequest, onPartial?: (partial: object) => void): Promise<Sermon> {
    const stopRenewing = keepGenerationLock(db, user.id, (error) => c.get('logger').warn({ err: error }, 'generation lock renewal failed'));
    try {
      const generated = await engine.generate(input, { signal: AbortSignal.timeout(GENERATION_DEADLINE_MS), ...(onPartial ? { onPartial } : {}) });
      const { verses, ...content } = generated;
      return await saveSermon(db, user.id, { ...content, verses, language: input.language, audienceType: input.audienceType, languageStyle: input.languageStyle, engine: engine.name });
    } finally {
      stopRenewing();
    }
  }

  function failureKey(error: unknown): { status: 422 | 500 | 503; key: ApiMessageKey } {
    // The sermon was written but the database went away before it was saved: "try again", not a bug.
    if (isDatabaseUnavailable(error)) return { status: 503, key: 'service_unavailable' };
    if (error instanceof GenerationError && error.code === 'passage_not_found') return { status: 422, key: 'passage_not_found' };
    if (error instanceof GenerationError && error.code === 'no_scripture_found') return { status: 422, key: 'no_scripture_found' };
    return { status: 500, key: 'generation_failed' };
  }

  /**
   * Released before the answer goes out (the pastor may press Generate again at once); if the
   * database is unreachable right now, retried in the background instead of holding the answer.
   */
  async function releaseLock(c: Context<AppEnv>, userId: string) {
    try {
      await releaseGenerationLock(db, userId);
    } catch {
      releaseGenerationLockSoon(db, userId).catch((error: unknown) => c.get('logger').warn({ err: error }, 'generation lock not released; it expires by itself'));
    }
  }

  // POST /api/sermons/generate {title, scripture, audienceType, language, languageStyle} (SPEC §7).
  app.post('/generate', async (c: Context<AppEnv>) => {
    const user = await requireSubscriber(c, auth, db);
    if (user instanceof Response) return user;
    const parsed = generateRequestSchema.safeParse(await readJson(c));
    if (!parsed.success) {
      const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]));
      return apiError(c, 400, 'invalid_request', { fields });
    }
    if ((await sermonsToday(db, user.id)) >= dailyQuota) return apiError(c, 429, 'daily_quota');
    if (!(await acquireGenerationLock(db, user.id))) return apiError(c, 429, 'generation_in_progress');
    const language = requestLanguage(c);

    if ((c.req.header('accept') ?? '').includes('text/event-stream')) {
      return streamSSE(c, async (stream) => {
        try {
          const sermon = await generateAndSave(c, user, parsed.data, (partial) => void stream.writeSSE({ event: 'partial', data: JSON.stringify(partial) }));
          await stream.writeSSE({ event: 'sermon', data: JSON.stringify(sermon) });
        } catch (error) {
          const { key } = failureKey(error);
          if (key === 'generation_failed') c.get('logger').error({ err: error }, 'sermon generation failed');
          await stream.writeSSE({ event: 'error', data: JSON.stringify({ error: apiMessage(language, key) }) });
        } finally {
          await releaseLock(c, user.id);
        }
      });
    }

    try {
      return c.json(await generateAndSave(c, user, parsed.data), 201);
    } catch (error) {
      const { status, key } = failureKey(error);
      if (status === 500) c.get('logger').error({ err: error }, 'sermon generation failed');
      return apiError(c, status, key);
    } finally {
      await releaseLock(c, user.id);
    }
  });

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
