import { generateObject, streamObject, type LanguageModel } from 'ai';
import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { quoteReference, type QuotedPassage } from '../../bible/quote-reference.ts';
import { GenerationError, quotedVerse, withReferenceAsScripture, type GenerateOptions, type SermonEngine } from '../sermon-engine.ts';
import { llmSermonSchema, referenceRepairSchema, type LlmSermon } from './llm-sermon-schema.ts';
import { repairPrompt, systemPrompt, userPrompt } from './sermon-prompt.ts';

export interface LlmEngineOptions {
  name: 'openai' | 'anthropic';
  model: LanguageModel;
  timeoutMs: number;
}

/**
 * An engine backed by a language model (OpenAI or any OpenAI-compatible server, or Anthropic).
 * The model writes the words and cites references; the server checks every reference against the
 * Bible data, asks the model once to replace the ones that do not exist, drops any still wrong,
 * and quotes only the Bible data's text.
 */
export function createLlmEngine({ name, model, timeoutMs }: LlmEngineOptions): SermonEngine {
  return {
    name,
    async generate(request, options: GenerateOptions = {}) {
      const input = withReferenceAsScripture(request);
      // The passage the preacher asked for is the sermon's main passage, whatever the model cites
      // for it; one that does not exist is refused before the model is asked, as the offline engine does.
      const asked = input.scripture ? quoteReference(input.scripture, input.language) : null;
      if (input.scripture && !asked) throw new GenerationError('passage_not_found');
      const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
      const system = systemPrompt(input);
      let draft: LlmSermon;
      try {
        const result = streamObject({
          model,
          schema: llmSermonSchema,
          system,
          prompt: userPrompt(input),
          maxRetries: 1,
          abortSignal: signal,
          // Failures surface through `result.object` below; the default handler would print them.
          onError: () => {},
        });
        for await (const partial of result.partialObjectStream) {
          if (options.onPartial && (partial.title || partial.introduction)) {
            // Headings only: a point's passage is not verified until the whole draft has arrived.
            const headings = (partial.points ?? []).flatMap((point) => (point?.heading ? [{ heading: point.heading }] : []));
            options.onPartial({ title: partial.title ?? '', introduction: partial.introduction ?? '', ...(headings.length > 0 ? { points: headings } : {}) });
          }
        }
        draft = await result.object;
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new GenerationError('generation_failed', (error as Error).message);
      }

      const quotes = await verifiedQuotes(draft, input, { model, system, signal });
      return assemble(draft, quotes, asked, input, name);
    },
  };
}

async function verifiedQuotes(draft: LlmSermon, input: GenerateRequest, call: { model: LanguageModel; system: string; signal: AbortSignal }): Promise<Map<string, QuotedPassage>> {
  const references = [draft.mainReference, ...draft.points.map((point) => point.reference)];
  const quotes = new Map<string, QuotedPassage>();
  for (const reference of references) {
    const quote = quoteReference(reference, input.language);
    if (quote) quotes.set(reference, quote);
  }
  const invalid = [...new Set(references.filter((reference) => !quotes.has(reference)))];
  if (invalid.length === 0) return quotes;
  try {
    const { object } = await generateObject({ model: call.model, schema: referenceRepairSchema, system: call.system, prompt: repairPrompt(invalid, input.language), maxRetries: 1, abortSignal: call.signal });
    for (const { invalid: wrong, replacement } of object.replacements) {
      const quote = invalid.includes(wrong) ? quoteReference(replacement, input.language) : null;
      if (quote) quotes.set(wrong, quote);
    }
  } catch {
    // The repair is a courtesy: without it the invalid references are simply dropped.
  }
  return quotes;
}

function assemble(draft: LlmSermon, quotes: Map<string, QuotedPassage>, asked: QuotedPassage | null, input: GenerateRequest, engine: string): SermonDocument {
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
    introduction: `${draft.introduction}\n“${main.text}” (${main.label})`,
    points,
    illustrations: draft.illustration,
    conclusion: draft.conclusion,
    notes: '',
    language: input.language,
    audienceType: input.audienceType,
    languageStyle: input.languageStyle,
    engine,
  };
}
