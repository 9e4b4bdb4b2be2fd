import { APICallError, generateText, jsonSchema, Output, parsePartialJson, streamText, tool, wrapLanguageModel, zodSchema, type JSONSchema7, type LanguageModel } from 'ai';
import type { GenerateRequest } from '#shared/generation-schema.ts';
import { quoted } from '#shared/quote-marks.ts';
import { SERMON_LIMITS } from '#shared/sermon-limits.ts';
import type { PartialSermonDocument, SermonDocument } from '#shared/sermon-document.ts';
import { parseReferences } from '../../bible/parse-references.ts';
import { quoteReference, type QuotedPassage } from '../../bible/quote-reference.ts';
import { GenerationError, quotedVerse, withReferenceAsScripture, type GenerateOptions, type SermonEngine } from '../sermon-engine.ts';
import { llmSermonSchema, referenceRepairSchema, type LlmSermon } from './llm-sermon-schema.ts';
import { appAltarCall } from '../guard/app-altar-call.ts';
import { guardDraft, type GuardProblem } from '../guard/guard-draft.ts';
import { sentences } from '../guard/scripture-in-prose.ts';
import { guardRepairPrompt, repairPrompt, systemPrompt, userPrompt } from './sermon-prompt.ts';
import { throttled } from './throttled.ts';
import { libraryGrounding } from './library-grounding.ts';
import { passageGrounding, themeGrounding } from './passage-grounding.ts';
import { fitDraftShape } from './fit-draft-shape.ts';

export interface LlmEngineOptions {
  name: 'openai' | 'anthropic';
  model: LanguageModel;
  timeoutMs: number;
  /** Output-token cap sent to the model (AI_MAX_OUTPUT_TOKENS). */
  maxOutputTokens?: number;
}

/**
 * The most characters of JSON a draft may reach. A full sermon is 8–15 KB; the schema's field
 * limits add up to about 31 KB. Past this the model is stopped and the pastor told.
 */
export const DRAFT_CHAR_LIMIT = 32_000;
/** The preview is refreshed at most this often: a few events a second, whatever the model's pace. */
export const PARTIAL_INTERVAL_MS = 250;

/**
 * An engine backed by a language model (OpenAI or any OpenAI-compatible server, or Anthropic).
 * The model writes the words and cites references; the server checks every reference against the
 * Bible data, asks the model once to replace the ones that do not exist, drops any still wrong,
 * and quotes only the Bible data's text.
 */
export function createLlmEngine({ name, model, timeoutMs, maxOutputTokens = 6000 }: LlmEngineOptions): SermonEngine {
  // A server that refuses `response_format: json_schema` (some llama.cpp, vLLM or LM Studio
  // builds) is asked in JSON mode from then on, with the schema in the prompt; one that refuses
  // any response format is asked to call a tool whose arguments are the sermon.
  let format: DraftFormat = 'schema';
  const streamDraftWithFallback = async (call: DraftCall): Promise<string> => {
    for (;;) {
      const asked = format;
      try {
        return await streamDraft({ ...call, prompt: `${call.prompt}${await FORMAT_PROMPT[asked]()}` }, asked);
      } catch (error) {
        const next = FALLBACK[asked];
        if (!next || !rejectsResponseFormat(error)) throw error;
        // Remembered for every later request of this engine.
        format = next;
      }
    }
  };
  return {
    name,
    computesHere: false,
    async generate(request, options: GenerateOptions = {}) {
      const input = withReferenceAsScripture(request);
      // The passage the preacher asked for is the sermon's main passage, whatever the model cites
      // for it; one that does not exist is refused before the model is asked, as the offline engine does.
      const asked = input.scripture ? quoteReference(input.scripture, input.language) : null;
      if (input.scripture && !asked) throw new GenerationError('passage_not_found');
      // Built before the model's clock starts: a theme's candidate passages may take a moment to find.
      // A passage or theme the preaching library holds comes with its reviewed study notes (decision 0026).
      const grounding = [libraryGrounding(input), asked ? passageGrounding(asked, input.language) : await themeGrounding(input)].filter(Boolean).join('\n\n');
      // The engine's own stop (a draft past its size limit) ends the model's stream at once.
      const stop = new AbortController();
      const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])]);
      const system = systemPrompt(input);
      const partials = throttled(options.onPartial, PARTIAL_INTERVAL_MS);
      let draft: LlmSermon;
      let notes: string;
      try {
        const asking = userPrompt(input, options.outline);
        const prompt = grounding ? `${asking}\n\n${grounding}` : asking;
        const call = { model, system, prompt, maxOutputTokens, signal, stop, partials };
        // A draft of the wrong shape (malformed JSON, two points) is asked for once more (issue 19).
        draft = fitDraft(await streamDraftWithFallback(call)) ?? fitDraft(await streamDraftWithFallback(call)) ?? misshapen();
        // Everything the pastor will read, checked; what the server cannot fix itself goes back to the model once.
        ({ draft, notes } = await checkedDraft(draft, input, asked, async (problems) => fitDraft(await streamDraftWithFallback({ ...call, prompt: `${call.prompt}\n\n${guardRepairPrompt(problems, input.language)}` }))));
      } catch (error) {
        partials.cancel();
        if (error instanceof GenerationError) throw error;
        if (options.signal?.aborted) throw error;
        throw new GenerationError('generation_failed', (error as Error).message);
      }

      const quotes = await verifiedQuotes(draft, input, { model, system, signal });
      return assemble(draft, quotes, asked, input, name, notes);
    },
  };
}

/**
 * The draft checked by the guard, with at most one repair round-trip for what the server cannot fix
 * itself. Still wrong after it: Trinitarian doctrine, a gospel said to be optional outside the
 * altar call, or the wrong language is refused
 * (`draft_rejected`), a section the Scripture checks emptied is refused (`draft_section_empty`);
 * an altar call that still lacks repentance, baptism in Jesus' name or the Holy Ghost gets the
 * app's own verified altar call appended, and one that takes them back ("you need not be
 * baptized") is replaced by it; the notes say so.
 */
async function checkedDraft(draft: LlmSermon, input: GenerateRequest, asked: QuotedPassage | null, repair: (problems: GuardProblem[]) => Promise<LlmSermon | null>): Promise<{ draft: LlmSermon; notes: string }> {
  const first = guardDraft(draft, input.language, asked);
  if (first.problems.length === 0) return { draft: first.draft, notes: '' };
  const repaired = await repair(first.problems);
  // A repair that is not a sermon at all leaves the first draft to judge.
  const checked = repaired ? guardDraft(repaired, input.language, asked) : first;
  const kinds = new Set(checked.problems.map((problem) => problem.kind));
  const detail = `the draft failed its checks twice: ${JSON.stringify(checked.problems)}`;
  if (kinds.has('doctrine') || kinds.has('gospel_diluted') || kinds.has('language')) throw new GenerationError('draft_rejected', detail);
  if (kinds.has('emptied')) throw new GenerationError('draft_section_empty', detail);
  const call = checked.problems.find((problem) => problem.kind === 'altar_call');
  if (!call) return { draft: checked.draft, notes: '' };
  // A call taken back ("you need not be baptized") is not kept beside the app's: the app's replaces it.
  const kept = sentences(checked.draft.conclusion)
    .filter((sentence) => !call.diluted.includes(sentence.trim()))
    .join('')
    .trim();
  const altarCall = appAltarCall(input, call.diluted.length > 0);
  return { draft: { ...checked.draft, conclusion: kept ? `${kept}\n${altarCall.text}` : altarCall.text }, notes: altarCall.note };
}

interface DraftCall {
  model: LanguageModel;
  system: string;
  prompt: string;
  maxOutputTokens: number;
  signal: AbortSignal;
  stop: AbortController;
  partials: ReturnType<typeof throttled<PartialSermonDocument>>;
}

/**
 * How the draft is asked for: `schema`, the response format with the JSON schema (json_schema);
 * `json`, JSON mode (json_object) with the schema in the prompt; `tool`, a forced call of the
 * `sermon` tool, the sermon in its arguments (servers without any response format).
 */
type DraftFormat = 'schema' | 'json' | 'tool';
const FALLBACK: Record<DraftFormat, DraftFormat | null> = { schema: 'json', json: 'tool', tool: null };
const SERMON_TOOL = 'sermon' as const;
const FORMAT_PROMPT: Record<DraftFormat, () => Promise<string>> = {
  schema: async () => '',
  json: async () => `\n\nAnswer with one JSON object only, fitting this JSON schema:\n${JSON.stringify(await llmSermonJsonSchema())}`,
  tool: async () => `\n\nAnswer by calling the ${SERMON_TOOL} tool with the whole sermon.`,
};

/** A 400 from the provider that names the response format: it does not support the one asked for. */
function rejectsResponseFormat(error: unknown): boolean {
  if (!APICallError.isInstance(error) || error.statusCode !== 400) return false;
  return /response_format|json_schema|json_object|response format/i.test(`${error.message} ${error.responseBody ?? ''}`);
}

/**
 * The model's raw JSON, streamed (as text, or as the sermon tool's arguments). The SDK's object
 * streaming re-parses the whole draft on every token (quadratic work and garbage: issue 19's
 * runaway model took the heap with it); here the text is only appended and counted, and parsed
 * for the preview a few times a second at most.
 */
async function streamDraft({ model, system, prompt, maxOutputTokens, signal, stop, partials }: DraftCall, format: DraftFormat): Promise<string> {
  const asTool =
    format === 'tool'
      ? { tools: { [SERMON_TOOL]: tool({ description: 'The whole sermon, as the system prompt describes it.', inputSchema: jsonSchema<LlmSermon>(await llmSermonJsonSchema()) }) }, toolChoice: { type: 'tool' as const, toolName: SERMON_TOOL } }
      : {};
  const result = streamText({
    model: format === 'tool' ? model : asJson(model, format),
    ...asTool,
    instructions: system,
    prompt,
    maxOutputTokens,
    maxRetries: 1,
    abortSignal: signal,
    // Failures surface through the stream's error part below; the default handler would print them.
    onError: () => {},
  });
  let text = '';
  for await (const part of result.fullStream) {
    if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error(String(part.error));
    if (part.type === 'text-delta') text += part.text;
    else if (part.type === 'tool-input-delta') text += part.delta;
    else continue;
    // A runaway model (issue 19: megabytes one token at a time) is cut off here, long before its
    // draft could weigh on the server's memory.
    if (text.length > DRAFT_CHAR_LIMIT) {
      stop.abort();
      throw new GenerationError('draft_too_long', `the draft passed ${DRAFT_CHAR_LIMIT} characters`);
    }
    if (partials.due()) {
      const { value } = await parsePartialJson(text);
      // Nothing to show yet (no section has words) spends no turn of the throttle.
      const preview = value && typeof value === 'object' ? previewOf(value as DraftSoFar) : null;
      if (preview && (preview.title || preview.introduction)) partials.offer(preview);
    }
  }
  // An aborted stream ends quietly: its text is cut, not a draft to judge.
  signal.throwIfAborted();
  const { value } = await parsePartialJson(text);
  if (value && typeof value === 'object') partials.offer(previewOf(value as DraftSoFar));
  partials.flush();
  return text;
}

/** The model asked for JSON fitting the sermon schema (response_format json_schema on OpenAI-compatible servers). */
function asJson(model: LanguageModel, format: 'schema' | 'json') {
  if (typeof model === 'string') return model;
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v4',
      transformParams: async ({ params }) => ({ ...params, responseFormat: format === 'schema' ? { type: 'json', schema: await llmSermonJsonSchema(), name: 'sermon' } : { type: 'json' } }),
    },
  });
}

let jsonSchemaOfSermon: Promise<JSONSchema7> | null = null;
function llmSermonJsonSchema(): Promise<JSONSchema7> {
  jsonSchemaOfSermon ??= Promise.resolve(zodSchema(llmSermonSchema).jsonSchema);
  return jsonSchemaOfSermon;
}

/** The whole draft fitted to the schema (trimmed where it can be), or null when it is unusable. */
function fitDraft(text: string): LlmSermon | null {
  try {
    return fitDraftShape(JSON.parse(stripFence(text)));
  } catch {
    return null;
  }
}

function misshapen(): never {
  throw new GenerationError('generation_failed', 'the model answered twice with a draft that does not fit the sermon schema');
}

/** Some local servers wrap JSON in a Markdown fence even in JSON mode. */
function stripFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return fenced ? fenced[1]! : text;
}

async function verifiedQuotes(draft: LlmSermon, input: GenerateRequest, call: { model: LanguageModel; system: string; signal: AbortSignal }): Promise<Map<string, QuotedPassage>> {
  const references = [draft.mainReference, ...draft.points.map((point) => point.reference)];
  const quotes = new Map<string, QuotedPassage>();
  for (const [index, reference] of references.entries()) {
    // A point's reference names a verse ("John 3" is a chapter, not a citation of one: issue 25); the
    // main passage may be a whole chapter or psalm, as a preacher may ask for one.
    const quote = index === 0 ? quoteReference(reference, input.language) : verseQuote(reference, input.language);
    if (quote) quotes.set(reference, quote);
  }
  const invalid = [...new Set(references.filter((reference) => !quotes.has(reference)))];
  if (invalid.length === 0) return quotes;
  try {
    // generateText with an object output: generateObject is deprecated in the AI SDK (issue 25, finding 14).
    const { output } = await generateText({ model: call.model, output: Output.object({ schema: referenceRepairSchema }), instructions: call.system, prompt: repairPrompt(invalid, input.language), maxRetries: 1, abortSignal: call.signal });
    for (const { invalid: wrong, replacement } of output.replacements) {
      const quote = invalid.includes(wrong) ? verseQuote(replacement, input.language) : null;
      if (quote) quotes.set(wrong, quote);
    }
  } catch {
    // The repair is a courtesy: without it the invalid references are simply dropped.
  }
  return quotes;
}

/** A reference that names a verse ("John 3:16", "Jude 24"), quoted; null for a chapter alone or one that does not exist. */
function verseQuote(reference: string, language: GenerateRequest['language']): QuotedPassage | null {
  const range = parseReferences(reference, language)[0] ?? parseReferences(reference, language === 'es' ? 'en' : 'es')[0];
  return range?.start.verse === undefined ? null : quoteReference(reference, language);
}

function assemble(draft: LlmSermon, quotes: Map<string, QuotedPassage>, asked: QuotedPassage | null, input: GenerateRequest, engine: string, notes: string): SermonDocument {
  const main = asked ?? quotes.get(draft.mainReference) ?? draft.points.map((point) => quotes.get(point.reference)).find(Boolean);
  if (!main) throw new GenerationError('no_scripture_found');
  const points = draft.points.map((point) => {
    const quote = quotes.get(point.reference);
    // A reference that does not exist is never shown as Scripture: the point keeps its words only.
    return { heading: point.heading, passage: quote ? quotedVerse(quote) : null, explanation: point.explanation, application: point.application };
  });
  return {
    schemaVersion: 1,
    title: draft.title,
    mainPassage: quotedVerse(main),
    introduction: `${draft.introduction}\n${quoted(main.text, input.language)} (${main.label})`,
    points,
    illustrations: draft.illustration,
    conclusion: draft.conclusion,
    notes,
    language: input.language,
    audienceType: input.audienceType,
    languageStyle: input.languageStyle,
    engine,
    provenance: { outline: { kind: 'model' } },
  };
}

type DraftSoFar = Partial<Record<'title' | 'introduction' | 'illustration' | 'conclusion', unknown>> & { points?: unknown };

// A draft section may run past what a document holds (the checks cut it later); the preview shows
// no more than the document could, so no delta event is ever too long for the browser to accept
// (one 24 KB append used to be refused whole, the title's words with it).
const text = (value: unknown, limit: number = SERMON_LIMITS.section) => (typeof value === 'string' ? value.slice(0, limit) : '');

/**
 * What the preview may show of the draft so far: every section's words as they arrive, points
 * included; never a passage (references are not verified until the whole draft is in).
 */
function previewOf(partial: DraftSoFar): PartialSermonDocument {
  const points = (Array.isArray(partial.points) ? (partial.points as unknown[]) : []).flatMap((point) => {
    if (!point || typeof point !== 'object') return [];
    const { heading, explanation, application } = point as Record<string, unknown>;
    return text(heading) ? [{ heading: text(heading), ...(text(explanation) ? { explanation: text(explanation) } : {}), ...(text(application) ? { application: text(application) } : {}) }] : [];
  });
  return {
    title: text(partial.title, SERMON_LIMITS.title),
    introduction: text(partial.introduction),
    ...(points.length > 0 ? { points } : {}),
    ...(text(partial.illustration) ? { illustrations: text(partial.illustration) } : {}),
    ...(text(partial.conclusion) ? { conclusion: text(partial.conclusion) } : {}),
  };
}
