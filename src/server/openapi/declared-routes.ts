import { meResponseSchema } from '#shared/session-schemas.ts';
import { passageAnswerSchema } from '#shared/bible-passage-answer.ts';
import { sermonDocumentSchema, sermonPassageSchema, sermonPointSchema } from '#shared/sermon-document.ts';
import { draftDeltaSchema } from '#shared/sermon-draft-delta.ts';
import { sermonListPageSchema, sermonResponseSchema, sermonSummarySchema } from '#shared/sermon.ts';
import * as account from '../auth/account-contract.ts';
import * as auth from '../auth/auth-contract.ts';
import * as bible from '../bible/bible-contract.ts';
import * as billing from '../billing/billing-contract.ts';
import * as contact from '../contact/contact-contract.ts';
import * as health from '../health/health-contract.ts';
import { apiErrorSchema } from '../http/response-contract.ts';
import type { RouteContract } from '../http/route-contract.ts';
import * as clientErrors from '../observability/client-error-contract.ts';
import * as sermons from '../sermons/sermon-contract.ts';
import * as reference from './openapi-contract.ts';

function routesOf(module: Record<string, unknown>): RouteContract[] {
  return Object.values(module).filter((value): value is RouteContract => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value);
}

/** Every route the app declares (decision 0038), in the order the reference lists them. */
export const DECLARED_ROUTES: readonly RouteContract[] = [sermons, bible, account, auth, billing, contact, clientErrors, health, reference].flatMap(routesOf);

/** Shapes several routes share, shown once under these names in openapi.json. */
export const NAMED_SCHEMAS = {
  ApiError: apiErrorSchema,
  AuthError: auth.authErrorSchema,
  AuthRefusal: auth.authRefusalSchema,
  Sermon: sermonResponseSchema,
  SermonDocument: sermonDocumentSchema,
  SermonPoint: sermonPointSchema,
  SermonPassage: sermonPassageSchema,
  SermonSummary: sermonSummarySchema,
  SermonListPage: sermonListPageSchema,
  DraftDelta: draftDeltaSchema,
  Member: meResponseSchema,
  BiblePassageAnswer: passageAnswerSchema,
};
