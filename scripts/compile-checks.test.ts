import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isCancelResponse, isClientErrorReport, isSermonListPage, isSessionResponse, isSignOutResponse } from '#client/lib/compiled-checks.generated.ts';
import { isGeneratedSermon, isPassageAnswer, isSermonConflict, isSermonResponse, isSermonUpdate } from '#client/lib/sermon-checks.generated.ts';
import { CLIENT_ERROR_LIMITS } from '#shared/constants.ts';
import { sermonResponse } from '#shared/sermon.ts';
import { englishDocument, spanishDocument } from '#tests/support/test-sermons.ts';
import { projectPath } from '../src/server/project-paths.ts';
import { COMPILED_CHECK_FILES, COMPILED_CHECKS, compiledChecksSource, type CompiledCheckFile } from './compile-checks.ts';

type CheckName = keyof typeof COMPILED_CHECKS;
const COMPILED: Record<CheckName, (value: unknown) => boolean> = {
  isSessionResponse,
  isSignOutResponse,
  isClientErrorReport,
  isSermonListPage,
  isCancelResponse,
  isSermonResponse,
  isSermonConflict,
  isGeneratedSermon,
  isSermonUpdate,
  isPassageAnswer,
};

const member = { id: 'u1', email: 'pastor@example.com', name: 'Ana', language: 'es', is_subscribed: true, is_admin: false, trial_used: true };
const context = (keys: number) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`key${i}`, i % 2 ? i : 'value']));
const report = { message: 'Application started', stack: 'Error: Application started\n    at main', timestamp: '2026-11-27T14:00:00.000Z', context: { userId: null, url: 'https://example.com/en', online: true } };
const summary = { id: 'a0f8c3e2-1b4d-4c6e-9f00-123456789abc', title: 'El nuevo nacimiento', mainScripture: 'Juan 3:3', language: 'es', audienceType: 'youth', languageStyle: 'simple', createdAt: '2026-11-27T14:00:00.000Z' };
const numbered = englishDocument({
  mainPassage: { reference: 'John 3:5-6', text: 'Except a man be born of water… That which is born of the flesh is flesh;', shown: 'John 3:5–6', verseStarts: [{ chapter: 3, verse: 5, at: 0 }, { chapter: 3, verse: 6, at: 30 }] },
  provenance: { outline: { kind: 'library', entryId: 'john-3-new-birth', version: 2 } },
});
const sermon = sermonResponse({ id: 'a0f8c3e2-1b4d-4c6e-9f00-123456789abc', document: numbered, revision: 3, createdAt: '2026-11-27T14:00:00.000Z', updatedAt: '2026-11-28T09:00:00.000Z', twinId: null });
const spanishSermon = sermonResponse({ id: 'b1', document: spanishDocument({ provenance: { outline: { kind: 'composed' } } }), revision: 1, createdAt: '', updatedAt: '', twinId: 'a0f8c3e2' });
/** Values each schema takes, at and around its limits, from which every mutation below is made. */
const SAMPLES: Record<CheckName, unknown[]> = {
  isSessionResponse: [{ user: null }, { user: member }, { user: { ...member, trial_used: undefined, language: 'en' } }],
  isSignOutResponse: [{ success: true }, { success: false }],
  isClientErrorReport: [
    report,
    { ...report, stack: null, context: {} },
    { message: 'x', timestamp: '' },
    { ...report, message: 'm'.repeat(CLIENT_ERROR_LIMITS.message), stack: 's'.repeat(CLIENT_ERROR_LIMITS.stack) },
    { ...report, message: '😀'.repeat(CLIENT_ERROR_LIMITS.message / 2), context: context(CLIENT_ERROR_LIMITS.contextKeys) },
    { ...report, context: { ['k'.repeat(60)]: 'v'.repeat(1000) } },
  ],
  isSermonListPage: [
    { sermons: [], nextCursor: null },
    { sermons: [summary], nextCursor: 'eyJ0IjoiMjAyNiJ9' },
    { sermons: [summary, { ...summary, language: 'en', audienceType: 'womens', languageStyle: 'theological', title: '' }], nextCursor: null },
  ],
  isCancelResponse: [{ success: true }, { success: false, error: 'No active subscription' }, { success: false, error: '' }],
  isSermonResponse: [sermon, spanishSermon, { ...sermon, twinId: undefined }, { ...sermon, document: englishDocument({ title: 't'.repeat(200), points: Array.from({ length: 6 }, () => englishDocument().points[1]!) }) }],
  isSermonConflict: [{ error: 'Changed elsewhere', sermon }, { error: '', sermon: spanishSermon }],
  isGeneratedSermon: [{ document: numbered }, { document: spanishDocument({ provenance: { outline: { kind: 'model' } } }) }],
  isSermonUpdate: [{ document: numbered, revision: 1 }, { document: spanishDocument(), revision: 42 }],
  isPassageAnswer: [
    { translation: 'KJV', language: 'en', reference: 'John 3:5', passages: [{ reference: 'John 3:5', label: 'John 3:5', book: 'John', verses: [{ chapter: 3, verse: 5, text: 'Jesus answered…' }] }] },
    {
      translation: 'RV1909',
      language: 'es',
      reference: 'Salmos 119:1-40',
      passages: [{ reference: 'Salmos 119:1-40', shown: '119:1-20', label: 'Salmos 119:1-40 (versículos 1-20)', book: 'Ps', verses: [{ chapter: 119, verse: 1, text: 'Bienaventurados…', heading: 'ALEPH' }] }],
    },
  ],
};
const ODD_VALUES: unknown[] = [undefined, null, 0, 1.5, '', 'en', 'es', 'fr', true, false, [], {}, [member], { nested: 1 }, 'x'.repeat(41), 'y'.repeat(1001)];

/** The sample with the value at `path` replaced (undefined: the key removed). */
function replaced(value: unknown, path: string[], by: unknown): unknown {
  if (path.length === 0) return by;
  const [key, ...rest] = path;
  const copy = { ...(value as Record<string, unknown>) };
  const next = replaced(copy[key!], rest, by);
  if (next === undefined) delete copy[key!];
  else copy[key!] = next;
  return copy;
}

/** Every path into a value's objects, the root and one unknown key of each object included. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, inner]) => paths(inner, [...prefix, key])), [...prefix, 'unknown_key'], [...prefix, 'k'.repeat(61)]];
}

function mutations(sample: unknown): unknown[] {
  return [sample, ...paths(sample).flatMap((path) => ODD_VALUES.map((odd) => replaced(sample, path, odd)))];
}

describe('the compiled checks', () => {
  it.each(Object.keys(COMPILED_CHECK_FILES) as CompiledCheckFile[])('%s is what compiling the shared schemas gives (node scripts/compile-checks.ts was run)', (file) => {
    expect(fs.readFileSync(projectPath(file), 'utf8')).toBe(compiledChecksSource(file));
  });

  it.each(Object.keys(COMPILED_CHECKS) as CheckName[])('%s takes exactly the values its zod schema takes', (name) => {
    const { schema } = COMPILED_CHECKS[name];
    const values = SAMPLES[name].flatMap(mutations);
    const disagreements = values.filter((value) => COMPILED[name](value) !== z.safeParse(schema, value).success);
    expect(disagreements).toEqual([]);
    // Not vacuous: values of both kinds were tried.
    const taken = values.filter((value) => COMPILED[name](value)).length;
    expect(taken).toBeGreaterThan(SAMPLES[name].length);
    expect(values.length - taken).toBeGreaterThan(10);
  });

  it('holds a report to its context-key limit, which zod checks by a refinement', () => {
    const over = { ...report, context: context(CLIENT_ERROR_LIMITS.contextKeys + 1) };
    expect(z.safeParse(COMPILED_CHECKS.isClientErrorReport.schema, over).success).toBe(false);
    expect(isClientErrorReport(over)).toBe(false);
    expect(isClientErrorReport({ ...report, context: context(CLIENT_ERROR_LIMITS.contextKeys) })).toBe(true);
  });
});
