import { Hono } from 'hono';
import { isLanguage } from '#shared/languages.ts';
import type { AppEnv } from '../app-env.ts';
import { requestLanguage } from '../http/api-error.ts';
import { compressedJson } from '../http/compressed-json.ts';
import { checkRoute } from '../http/route-contract.ts';
import { apiMessage } from '../i18n/api-messages.ts';
import { MAX_REFERENCE_LENGTH, PASSAGE_REQUEST_LIMITS, passageRoute } from './bible-contract.ts';
import { bibleFor } from './bible-text.ts';
import { parseReferences } from './parse-references.ts';
import { quotePassage } from './quote-reference.ts';

/**
 * GET /api/bible/passage?ref=…&lang=en|es → the canonical reference and the verse texts, from the
 * KJV (en) or the Reina-Valera 1909 (es). 404 when the passage does not exist; 400 when the text
 * names no passage at all, or more than one lookup returns (PASSAGE_REQUEST_LIMITS, counted on the
 * verses shown). Passages are quoted as sermons quote them (quote-reference.ts): a long one keeps
 * its reference, shows its first verses and says which (`shown`, `label`).
 */
export function bibleRoutes() {
  return new Hono<AppEnv>().get('/passage', checkRoute(passageRoute), async (c) => {
    const lang = c.req.query('lang');
    const fromQuery = isLanguage(lang);
    const language = fromQuery ? lang : requestLanguage(c);
    // Without ?lang the answer depends on Accept-Language: a shared cache must key on it.
    const vary: Record<string, string> = fromQuery ? {} : { Vary: 'Accept-Language' };
    // Errors in the language of the lookup, which may differ from the page's.
    const fail = (status: 400 | 404, key: 'reference_invalid' | 'passage_not_found' | 'passage_request_too_large') =>
      compressedJson(c, { error: apiMessage(language, key), ...(key === 'passage_request_too_large' ? { limits: PASSAGE_REQUEST_LIMITS } : {}) }, status, vary);
    const ref = (c.req.query('ref') ?? '').trim();
    if (!ref || ref.length > MAX_REFERENCE_LENGTH) return fail(400, 'reference_invalid');
    const ranges = parseReferences(ref, language);
    if (ranges.length === 0) return fail(400, 'reference_invalid');
    if (ranges.length > PASSAGE_REQUEST_LIMITS.ranges) return fail(400, 'passage_request_too_large');
    const bible = bibleFor(language);
    const passages: Omit<NonNullable<ReturnType<typeof quotePassage>>, 'range' | 'text'>[] = [];
    let verses = 0;
    for (const range of ranges) {
      const passage = quotePassage(bible, range);
      if (!passage) return fail(404, 'passage_not_found');
      verses += passage.verses.length;
      if (verses > PASSAGE_REQUEST_LIMITS.verses) return fail(400, 'passage_request_too_large');
      const { range: _range, text: _text, ...answer } = passage;
      passages.push(answer);
    }
    return compressedJson(c, { translation: bible.id, language, reference: passages.map((p) => p.reference).join('; '), passages }, 200, { 'Cache-Control': 'public, max-age=86400', ...vary });
  });
}
