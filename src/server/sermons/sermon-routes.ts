import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { MeResponse } from '#shared/session-schemas.ts';
import { searchTerms } from '#shared/sermon-search.ts';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth/create-auth.ts';
import { requireMember, requireSubscriber } from '../auth/require-subscriber.ts';
import { apiError, requestLanguage } from '../http/api-error.ts';
import { rateLimitByMember } from '../http/rate-limit.ts';
import { checkEvent } from '../http/response-contract.ts';
import { checkRoute } from '../http/route-contract.ts';
import { validate, validateJson } from '../http/validate.ts';
import { apiMessage } from '../i18n/api-messages.ts';
import type { SermonEngine } from '../generation/sermon-engine.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { compressedJson } from '../http/compressed-json.ts';
import { generationFailure, startGeneration } from './generate-sermon.ts';
import { draftDeltas } from './draft-deltas.ts';
import { makeTwin } from './make-twin.ts';
import {
  deleteSermonRoute,
  generatedSermonRoute,
  generateRoute,
  generationEventSchema,
  getSermonRoute,
  listSermonsRoute,
  preachSermonRoute,
  twinRoute,
  updateSermonRoute,
} from './sermon-contract.ts';
import { deleteOwnSermon, generatedDocument, historyPage, ownSermon, type SermonStore } from './own-sermons.ts';
import { updateSermonDocument } from './update-sermon.ts';

/**
 * /api/sermons: the signed-in member's own sermons (product §6: filtered to the current user).
 * Reading them (list, search, one sermon, which the exports are made from) and deleting them need
 * a session only: they are the member's, subscribed or not. Preparing, editing, restoring and
 * preaching need a subscription or admin status (decision 0024).
 */
interface SermonRouteDeps {
  auth: Auth;
  db: SermonStore['db'];
  dialect: SermonStore['dialect'];
  engine: SermonEngine;
  dailyQuota: number;
  /**
   * Saves and searches per member and minute (issue 25): saves through the database limiter, one
   * write beside a save's own; searches through the leased one, served from blocks of the quota
   * leased from the database, so most searches cost no write of their own (both shared by every
   * instance and exact: decisions 0002 and 0034).
   */
  limits: { saves: RateLimiter; searches: RateLimiter; savesPerMinute: number; searchesPerMinute: number };
}

/**
 * When a member refused for a generation in progress may ask again: the offline engine writes in
 * well under a second, a model in tens of seconds (GENERATION_DEADLINE_MS at most).
 */
const GENERATION_RETRY_AFTER_SECONDS = 5;

type SermonEnv = { Variables: AppEnv['Variables'] & { user: MeResponse } };

export function sermonRoutes({ auth, db, dialect, engine, dailyQuota, limits }: SermonRouteDeps) {
  const saveLimit = rateLimitByMember<SermonEnv>(limits.saves, { name: 'sermon-saves', limit: limits.savesPerMinute, windowMs: 60_000 });
  // The history without words or filters is one cheap index read, and not a search.
  const searchLimit = rateLimitByMember<SermonEnv>(
    limits.searches,
    { name: 'history-searches', limit: limits.searchesPerMinute, windowMs: 60_000 },
    (c) => searchTerms(c.req.query('q') ?? '').length > 0 || Boolean(c.req.query('language')) || Boolean(c.req.query('audienceType')),
  );

  // Access before input, on each route (an unknown path stays a 404): a stranger learns nothing
  // about what a valid request looks like.
  const access = (check: typeof requireMember) =>
    createMiddleware<SermonEnv>(async (c, next) => {
      const user = await check(c as unknown as Context<AppEnv>, auth, db);
      if (user instanceof Response) return user;
      c.set('user', user);
      await next();
    });
  /** The member's own sermons, to read and to delete: a session. */
  const member = access(requireMember);
  /** Preparing, editing and preaching: a session and a subscription (or admin). */
  const subscriber = access(requireSubscriber);

  // The document with its revision, and the spec's flat fields derived from it: the display and
  // its exports (Copy, PDF, Word, Print) are made from it, so a member whose subscription ended
  // keeps them.
  const answerOwnSermon = async (c: Context<SermonEnv>, id: string) => {
    const sermon = await ownSermon({ db }, c.get('user').id, id);
    if (!sermon) return apiError(c, 404, 'sermon_not_found');
    // A whole sermon is tens of KB of text: compressed, it reaches a phone in a fraction of the time.
    return compressedJson(c, sermon, 200, { 'Cache-Control': 'private, no-store' });
  };
  return (
    new Hono<SermonEnv>()
      // POST /api/sermons/generate {title, scripture, audienceType, language, languageStyle} (product §7).
      .post('/generate', checkRoute<SermonEnv>(generateRoute), subscriber, validateJson(generateRoute.request.body), async (c) => {
        const user = c.get('user');
        const input = c.req.valid('json');
        const logger = c.get('logger');
        const slot = await startGeneration({ db, dialect, engine, dailyQuota, logger }, user.id);
        if (typeof slot === 'string') {
          // One generation at a time per member: a second one is refused at once, never queued behind
          // the first (issue 29: a clear answer, not a long wait), with when to ask again.
          if (slot === 'generation_in_progress') c.header('Retry-After', String(GENERATION_RETRY_AFTER_SECONDS));
          return apiError(c, 429, slot);
        }

        if ((c.req.header('accept') ?? '').includes('text/event-stream')) {
          const language = requestLanguage(c);
          // Each event checked against the declared event schema outside production (decision 0038).
          const send = (stream: SSEStreamingApi, event: 'delta' | 'sermon' | 'error', data: unknown) => {
            checkEvent(c as unknown as Context<AppEnv>, 'POST /api/sermons/generate', generationEventSchema, { event, data });
            return stream.writeSSE({ event, data: JSON.stringify(data) });
          };
          return streamSSE(c, async (stream) => {
            try {
              // Only new text goes out; while one delta is being written, the next ones are coalesced (backpressure).
              const previews = draftDeltas((delta) => send(stream, 'delta', delta));
              const sermon = await slot.run(input, previews.offer);
              await previews.drained();
              await send(stream, 'sermon', sermon);
            } catch (error) {
              const { status, key } = generationFailure(error);
              if (status >= 500 && status !== 503) logger.error({ err: error }, 'sermon generation failed');
              await send(stream, 'error', { error: apiMessage(language, key) });
            } finally {
              await slot.release();
            }
          });
        }

        try {
          return c.json(await slot.run(input), 201);
        } catch (error) {
          const { status, key } = generationFailure(error);
          if (status >= 500 && status !== 503) logger.error({ err: error }, 'sermon generation failed');
          return apiError(c, status, key);
        } finally {
          await slot.release();
        }
      })

      .get('/', checkRoute<SermonEnv>(listSermonsRoute), member, validate('query', listSermonsRoute.request.query), searchLimit, async (c) => {
        const { limit, cursor, ...search } = c.req.valid('query');
        const page = await historyPage({ db, dialect }, c.get('user').id, search, limit, cursor);
        if (page === 'invalid_cursor') return apiError(c, 400, 'invalid_cursor');
        c.header('Cache-Control', 'private, no-store');
        return c.json(page);
      })

      .get('/:id', checkRoute<SermonEnv>(getSermonRoute), member, validate('param', getSermonRoute.request.params), (c) => answerOwnSermon(c, c.req.valid('param').id))

      // The same sermon for the preaching view, which is a premium feature: its page asks here, and a
      // 403 sends it to the plan (product §2 Preach).
      .get('/:id/preach', checkRoute<SermonEnv>(preachSermonRoute), subscriber, validate('param', preachSermonRoute.request.params), (c) => answerOwnSermon(c, c.req.valid('param').id))

      // POST /api/sermons/:id/twin: the sermon in the other language (issue 27): 201 when written now,
      // 200 when it was already there (asked again, or asked of the twin: its original).
      .post('/:id/twin', checkRoute<SermonEnv>(twinRoute), subscriber, validate('param', twinRoute.request.params), async (c) => {
        const logger = c.get('logger');
        try {
          const result = await makeTwin({ db, dialect, engine, dailyQuota, logger }, c.get('user').id, c.req.valid('param').id);
          c.header('Cache-Control', 'private, no-store');
          if (result.status === 'not_found') return apiError(c, 404, 'sermon_not_found');
          if (result.status === 'engine_unavailable') return apiError(c, 409, 'twin_engine_unavailable', { code: 'TWIN_ENGINE_UNAVAILABLE' });
          if (result.status === 'refused') return apiError(c, 429, result.reason);
          return c.json(result.sermon, result.status === 'created' ? 201 : 200);
        } catch (error) {
          const { status, key } = generationFailure(error);
          if (status >= 500 && status !== 503) logger.error({ err: error }, 'twin generation failed');
          return apiError(c, status, key);
        }
      })

      // The document as first generated, for "restore the generated version": the client saves it
      // back through PUT, so a restore is a new revision and a stale tab still meets a 409.
      .get('/:id/generated', checkRoute<SermonEnv>(generatedSermonRoute), subscriber, validate('param', generatedSermonRoute.request.params), async (c) => {
        const document = await generatedDocument({ db }, c.get('user').id, c.req.valid('param').id);
        if (!document) return apiError(c, 404, 'sermon_not_found');
        return compressedJson(c, { document }, 200, { 'Cache-Control': 'private, no-store' });
      })

      // PUT /api/sermons/:id {document, revision}: saves the whole document as revision + 1.
      .put('/:id', checkRoute<SermonEnv>(updateSermonRoute), subscriber, validate('param', updateSermonRoute.request.params), validateJson(updateSermonRoute.request.body), saveLimit, async (c) => {
        const result = await updateSermonDocument(db, c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
        c.header('Cache-Control', 'private, no-store');
        if (result.status === 'not_found') return apiError(c, 404, 'sermon_not_found');
        if (result.status === 'conflict') return apiError(c, 409, 'revision_conflict', { sermon: result.sermon });
        if (result.status === 'reference_not_found') {
          return c.json({ error: apiMessage(requestLanguage(c), 'reference_not_found', { reference: result.reference }), reference: result.reference }, 422);
        }
        return c.json(result.sermon);
      })

      // Deleting is the member's right over their own data, subscribed or not (decision 0024).
      .delete('/:id', checkRoute<SermonEnv>(deleteSermonRoute), member, validate('param', deleteSermonRoute.request.params), async (c) => {
        if (!(await deleteOwnSermon({ db }, c.get('user').id, c.req.valid('param').id))) return apiError(c, 404, 'sermon_not_found');
        return c.body(null, 204);
      })
  );
}
