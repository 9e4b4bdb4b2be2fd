// Compiles the shared schemas the first pages, the dashboard and the sermon page read with into
// plain checks: zod's JSON Schema of each, turned by Ajv into standalone code, written to the
// generated files named below. A first page reads its session answer, and sends its "Application
// started" report, without loading zod (issue 29: initial JavaScript of /en; decision 0048); the
// sermon page shows its sermon without it (decision 0054). The shapes keep one source: a test fails
// when the file is not what this script writes from the schemas of the day, and when a compiled
// check and zod disagree on a value.
// Usage: node scripts/compile-checks.ts
import fs from 'node:fs';
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { z } from 'zod';
import { projectPath } from '../src/server/project-paths.ts';
import { passageAnswerSchema } from '../src/shared/bible-passage-answer.ts';
import { clientErrorSchema } from '../src/shared/client-error-schema.ts';
import { cancelResponseSchema } from '../src/shared/billing-schemas.ts';
import { sermonDocumentSchema, sermonPassageSchema } from '../src/shared/sermon-document.ts';
import { generatedSermonResponseSchema, sermonConflictSchema, sermonListPageSchema, sermonResponseSchema, sermonUpdateRequestSchema } from '../src/shared/sermon.ts';
import { sessionResponseSchema, signOutResponseSchema } from '../src/shared/session-schemas.ts';

/** Each check's exported name, its schema, and where the schema is declared (for the check's type). */
interface CheckSource {
  schema: z.core.$ZodType;
  schemaName: string;
  module: string;
}

/**
 * The generated files, each with its checks (and the schemas its checks share, compiled once and
 * referred to): each file goes with the pages that read those answers.
 */
export const COMPILED_CHECK_FILES = {
  // Every first page (the app's group).
  'src/client/lib/compiled-checks.generated.ts': {
    shared: {},
    checks: {
    isSessionResponse: { schema: sessionResponseSchema, schemaName: 'sessionResponseSchema', module: '#shared/session-schemas.ts' },
    isSignOutResponse: { schema: signOutResponseSchema, schemaName: 'signOutResponseSchema', module: '#shared/session-schemas.ts' },
    isClientErrorReport: { schema: clientErrorSchema, schemaName: 'clientErrorSchema', module: '#shared/client-error-schema.ts' },
    // The dashboard's answers (its history, "has any", a cancel): the page builds no schema as it
    // starts (decision 0052).
    isSermonListPage: { schema: sermonListPageSchema, schemaName: 'sermonListPageSchema', module: '#shared/sermon.ts' },
    isCancelResponse: { schema: cancelResponseSchema, schemaName: 'cancelResponseSchema', module: '#shared/billing-schemas.ts' },
    },
  },
  // The sermon page (its reading group): the sermon it opens, the answers to its saves, the copies
  // it keeps on the device. It shows a sermon without loading zod (decision 0054).
  'src/client/lib/sermon-checks.generated.ts': {
    // A sermon's document is in every one of these answers: its check is written once.
    shared: { SermonDocument: sermonDocumentSchema, SermonPassage: sermonPassageSchema },
    checks: {
    isSermonResponse: { schema: sermonResponseSchema, schemaName: 'sermonResponseSchema', module: '#shared/sermon.ts' },
    isSermonConflict: { schema: sermonConflictSchema, schemaName: 'sermonConflictSchema', module: '#shared/sermon.ts' },
    isGeneratedSermon: { schema: generatedSermonResponseSchema, schemaName: 'generatedSermonResponseSchema', module: '#shared/sermon.ts' },
    isSermonUpdate: { schema: sermonUpdateRequestSchema, schemaName: 'sermonUpdateRequestSchema', module: '#shared/sermon.ts' },
    // The editor's passage lookup, so that editing loads no schema library either.
    isPassageAnswer: { schema: passageAnswerSchema, schemaName: 'passageAnswerSchema', module: '#shared/bible-passage-answer.ts' },
    },
  },
} as const satisfies Record<string, { shared: Record<string, z.core.$ZodType>; checks: Record<string, CheckSource> }>;

/** Every check, by its exported name. */
export const COMPILED_CHECKS = Object.assign({}, ...Object.values(COMPILED_CHECK_FILES).map((file) => file.checks)) as {
  [File in CompiledCheckFile as keyof (typeof COMPILED_CHECK_FILES)[File]['checks']]: CheckSource;
};

export type CompiledCheckFile = keyof typeof COMPILED_CHECK_FILES;

/**
 * The JSON Schemas zod gives for what each schema accepts (its input: keys it does not know are
 * accepted, as zod accepts them and leaves them out), by id: a schema registered among `shared` is
 * one schema the others refer to. A refinement has no JSON Schema, so a schema with one says what
 * it checks in its metadata (client-error-schema.ts), and this throws otherwise.
 */
export function acceptedJsonSchemas(schemas: Record<string, z.core.$ZodType>): Record<string, Record<string, unknown>> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const converted = z.toJSONSchema(registry, { target: 'draft-07', io: 'input', unrepresentable: 'throw', uri: (id) => id });
  return Object.fromEntries(Object.entries(converted.schemas).map(([id, { $schema: _dialect, ...rest }]) => [id, rest]));
}

export function compiledChecksSource(file: CompiledCheckFile): string {
  const { shared, checks }: { shared: Record<string, z.core.$ZodType>; checks: Record<string, CheckSource> } = COMPILED_CHECK_FILES[file];
  // One line of code, as a minifier would leave it: nobody reads it, and the near-copy finder then
  // does not list the shapes Ajv repeats. Messages and every error are of no use to the page (a value is taken or refused whole). String
  // lengths count UTF-16 units, as zod's do (`unicode: false`, which Ajv calls deprecated in a
  // warning, hence no logger: strict mode throws rather than logs).
  const ajv = new Ajv({ code: { source: true, esm: true, lines: false }, messages: false, allErrors: false, strict: true, unicode: false, logger: false });
  const jsonSchemas = acceptedJsonSchemas({ ...shared, ...Object.fromEntries(Object.entries(checks).map(([name, { schema }]) => [name, schema])) });
  for (const jsonSchema of Object.values(jsonSchemas)) ajv.addSchema(jsonSchema);
  const names = Object.fromEntries(Object.keys(checks).map((name) => [`${name}Code`, name]));
  // Ajv exports each compiled function under its given name; the typed exports below are the ones to use.
  const code = standalone
    .default(ajv, names)
    .replace(/^"use strict";/, '')
    .replace(/export const (\w+Code) = /g, 'const $1 = ');
  if (/\brequire\(/.test(code)) throw new Error('the compiled checks need a runtime helper of Ajv: keep the schemas to what compiles standalone');
  const byModule = new Map<string, string[]>();
  for (const { schemaName, module } of Object.values(checks)) byModule.set(module, [...(byModule.get(module) ?? []), schemaName]);
  const typed = Object.entries(checks).map(
    ([name, { schemaName }]) =>
      `/** Whether \`value\` is one ${schemaName} accepts (compiled from it; see the header). */\n` +
      `export const ${name}: (value: unknown) => value is z.output<typeof ${schemaName}> = ${name}Code;`,
  );
  return [
    '// Generated by scripts/compile-checks.ts from the shared schemas it names: do not edit; run',
    '// `node scripts/compile-checks.ts` after changing them (a test checks that it was run).',
    '/* eslint-disable */',
    '// @ts-nocheck',
    `import type { z } from 'zod/mini';`,
    ...[...byModule].map(([module, schemaNames]) => `import type { ${schemaNames.join(', ')} } from '${module}';`),
    code,
    ...typed,
    '',
  ].join('\n');
}

if (import.meta.main) {
  for (const file of Object.keys(COMPILED_CHECK_FILES) as CompiledCheckFile[]) {
    fs.writeFileSync(projectPath(file), compiledChecksSource(file));
    console.log(`wrote ${file}`);
  }
}
