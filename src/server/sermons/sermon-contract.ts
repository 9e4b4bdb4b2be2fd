import { z } from 'zod';
import { generateRequestSchema } from '#shared/generation-schema.ts';
import { generatedSermonResponseSchema, sermonConflictSchema, sermonListPageSchema, sermonListQuerySchema, sermonResponseSchema, sermonUpdateRequestSchema } from '#shared/sermon.ts';
import { draftDeltaSchema } from '#shared/sermon-draft-delta.ts';
import { LIMITS } from '../http/limits.ts';
import { errorAnswers } from '../http/response-contract.ts';
import { bodyLimitWords, routeGroup } from '../http/route-contract.ts';

/** `:id` of every sermon route: a sermon's id (another member's is a 404, as a missing one). */
const idParam = z.object({ id: z.string().max(100, { error: 'invalid_id' }) });

const SUBSCRIBER = 'Needs a session (401) and a subscription or admin status (403 `{error, code: "SUBSCRIPTION_REQUIRED"}`).';
const MEMBER = "Needs a session (401) only: a member's sermons stay theirs after the subscription ends (decision 0024).";
const GENERATION = 'A generation: one at a time per member (429 while one runs) and at most `SERMON_DAILY_QUOTA` (default 50) in 24 hours (429 beyond).';
const apiBody = bodyLimitWords(LIMITS.apiBodyBytes);

/** The events of the generator's stream, in order: `delta`s while it writes, then `sermon` or `error`. */
export const generationEventSchema = z
  .discriminatedUnion('event', [
    z
      .object({ event: z.literal('delta'), data: draftDeltaSchema })
      .meta({ description: "Only what changed in the draft since the last event, per section (`title`, `introduction`, `points.N.heading|explanation|application`, `illustrations`, `conclusion`): `append` adds text, `replace` sets a section whole (an empty one removes it), `mainPassage` is sent whole. Built and applied by src/shared/sermon-draft-delta.ts." }),
    z.object({ event: z.literal('sermon'), data: sermonResponseSchema }).meta({ description: 'The saved, checked sermon: the last event.' }),
    z
      .object({ event: z.literal('error'), data: z.object({ error: z.string() }) })
      .meta({ description: "Why no sermon was written, in the request's language: the last event; nothing was saved or counted." }),
  ])
  .meta({ description: 'One server-sent event: its `event:` line and its `data:` line, which is JSON.' });

const sermonRoute = routeGroup({ tag: 'Sermons', access: 'subscriber' });

export const generateRoute = sermonRoute({
  method: 'POST',
  path: '/api/sermons/generate',
  summary: 'Write a sermon, and save it for the member',
  description: `product §7 generate: a theme in \`title\` or a reference in \`scripture\` (one of them), the audience, language and style. The sermon is saved in the same request and answered 201; with \`Accept: text/event-stream\` the draft streams as \`delta\` events, then the saved \`sermon\` (or an \`error\`). ${SUBSCRIBER} ${GENERATION} 422 when the passage does not exist; 502 when a model fails or its draft is refused by the guard.`,
  request: { body: generateRequestSchema },
  responses: { ...errorAnswers(401, 403, 422, 502), 201: sermonResponseSchema },
  otherAnswers: {
    200: {
      description: 'With `Accept: text/event-stream`: the draft as it is written, then the saved sermon.',
      content: { 'text/event-stream': { schema: generationEventSchema } },
    },
  },
  limits: [apiBody],
});

export const listSermonsRoute = sermonRoute({
  method: 'GET',
  path: '/api/sermons',
  summary: "The member's sermons, newest first, or a search of them",
  description: `A page of the history (\`limit\` up to 50, the next from \`nextCursor\`); \`q\` searches the title, the passages and the text, \`language\` and \`audienceType\` filter. ${MEMBER} 400 for a cursor that is not one.`,
  access: 'member',
  request: { query: sermonListQuerySchema },
  responses: { ...errorAnswers(401), 200: sermonListPageSchema },
  limits: ['A search (words or a filter) counts against `HISTORY_SEARCHES_PER_MINUTE` (default 120) per member and minute; beyond it 429 with Retry-After. The plain history does not.'],
});

export const getSermonRoute = sermonRoute({
  method: 'GET',
  path: '/api/sermons/:id',
  summary: 'One of the member\'s sermons',
  description: `The document with its revision, and the spec's flat fields derived from it; the display and every export (Copy, PDF, Word, slides, handout, made in the browser) are made from it. ${MEMBER}`,
  access: 'member',
  request: { params: idParam },
  responses: { ...errorAnswers(401, 404), 200: sermonResponseSchema },
});

export const preachSermonRoute = sermonRoute({
  method: 'GET',
  path: '/api/sermons/:id/preach',
  summary: 'A sermon for the preaching view',
  description: `The same answer as \`GET /api/sermons/{id}\`, for the preaching view, a premium feature. ${SUBSCRIBER}`,
  request: { params: idParam },
  responses: { ...errorAnswers(401, 403, 404), 200: sermonResponseSchema },
});

export const twinRoute = sermonRoute({
  method: 'POST',
  path: '/api/sermons/:id/twin',
  summary: 'The sermon in the other language (its twin)',
  description: `Written for the other language's congregation on the same outline and passages (issue 27): 201 when written now, 200 when it was already there (asked of a twin: its original). ${SUBSCRIBER} ${GENERATION} 409 \`TWIN_ENGINE_UNAVAILABLE\` for a model's sermon with no model configured.`,
  request: { params: idParam },
  responses: { ...errorAnswers(401, 403, 404, 409, 422, 502), 200: sermonResponseSchema, 201: sermonResponseSchema },
});

export const generatedSermonRoute = sermonRoute({
  method: 'GET',
  path: '/api/sermons/:id/generated',
  summary: 'The sermon as first generated',
  description: `For "restore the generated version": the client saves it back through PUT, so a restore is a new revision. ${SUBSCRIBER}`,
  request: { params: idParam },
  responses: { ...errorAnswers(401, 403, 404), 200: generatedSermonResponseSchema },
});

export const updateSermonRoute = sermonRoute({
  method: 'PUT',
  path: '/api/sermons/:id',
  summary: 'Save an edited sermon',
  description: `The whole document and the revision it was based on; saved as \`revision + 1\` and answered like \`GET\`. Every reference is looked up again and its text taken from the Bible data: one that does not exist is 422 \`{error, reference}\`. A stale revision is 409 with the sermon as it now is, and nothing is overwritten. ${SUBSCRIBER}`,
  request: { params: idParam, body: sermonUpdateRequestSchema },
  responses: {
    ...errorAnswers(401, 403, 404),
    200: sermonResponseSchema,
    409: sermonConflictSchema,
    422: z.strictObject({ error: z.string(), reference: z.string() }),
  },
  limits: ['At most `SERMON_SAVES_PER_MINUTE` (default 60) saves per member and minute; beyond it 429 with Retry-After.', bodyLimitWords(LIMITS.sermonDocumentBodyBytes)],
});

export const deleteSermonRoute = sermonRoute({
  method: 'DELETE',
  path: '/api/sermons/:id',
  summary: 'Delete one of the member\'s sermons',
  description: `${MEMBER} Deleting gives no generation back to the daily quota.`,
  access: 'member',
  request: { params: idParam },
  responses: errorAnswers(401, 404),
  otherAnswers: { 204: { description: 'Deleted.' } },
});
