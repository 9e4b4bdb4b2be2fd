import { Hono } from 'hono';
import { isLanguage } from '#shared/languages.ts';
import type { AppEnv } from '../app-env.ts';
import { requestLanguage } from '../http/api-error.ts';
import { apiMessage } from '../i18n/api-messages.ts';
import { bibleFor } from './bible-text.ts';
import { parseReferences } from './parse-references.ts';
import { quotePassage } from './quote-reference.ts';

const MAX_REFERENCE_LENGTH = 200;

/**
 * GET /api/bible/passage?ref=…&lang=en|es → the canonical reference and the verse texts, from the
 * KJV (en) or the Reina-Valera 1909 (es). 404 when the passage does not exist; 400 when the text
 * names no passage at all. Passages are quoted as sermons quote them (quote-reference.ts): a long
 * one keeps its reference, shows its first verses and says which (`shown`, `label`).
 */
export function bibleRoutes() {
  return new Hono<AppEnv>().get('/passage', (c) => {
    const lang = c.req.query('lang');
    const language = isLanguage(lang) ? lang : requestLanguage(c);
    // Errors in the language of the lookup, which may differ from the page's.
    const fail = (status: 400 | 404, key: 'reference_invalid' | 'passage_not_found') => c.json({ error: apiMessage(language, key) }, status);
    const ref = (c.req.query('ref') ?? '').trim();
    if (!ref || ref.length > MAX_REFERENCE_LENGTH) return fail(400, 'reference_invalid');
    const ranges = parseReferences(ref, language);
    if (ranges.length === 0) return fail(400, 'reference_invalid');
    const bible = bibleFor(language);
    const passages = [];
    for (const range of ranges) {
      const passage = quotePassage(bible, range);
      if (!passage) return fail(404, 'passage_not_found');
      const { range: _range, text: _text, ...answer } = passage;
      passages.push(answer);
    }
    c.header('Cache-Control', 'public, max-age=86400');
    return c.json({ translation: bible.id, language, reference: passages.map((p) => p.reference).join('; '), passages });
  });
}
