import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { QuotedVerse, SermonContent } from '#shared/sermon.ts';
import { isLoneReference, type QuotedPassage } from '../bible/quote-reference.ts';

/** What every engine returns: the spec's sermon plus the verified passages it quotes. */
export interface GeneratedSermon extends SermonContent {
  verses: QuotedVerse[];
}

/** A quoted passage as the sermon stores it: the reference asked for, the text shown, and which verses when cut. */
export function quotedVerse(passage: QuotedPassage): QuotedVerse {
  return passage.shown ? { reference: passage.reference, text: passage.text, shown: passage.shown } : { reference: passage.reference, text: passage.text };
}

/** The request as the engines read it: a "theme" that is only a reference ("Jude 24", "Salmo 23") is the passage. */
export function withReferenceAsScripture(input: GenerateRequest): GenerateRequest {
  return !input.scripture && isLoneReference(input.title, input.language) ? { ...input, title: '', scripture: input.title } : input;
}

export interface GenerateOptions {
  signal?: AbortSignal;
  /** Called as sections become ready (streaming). */
  onPartial?: (partial: Partial<GeneratedSermon>) => void;
}

export interface SermonEngine {
  readonly name: string;
  generate(input: GenerateRequest, options?: GenerateOptions): Promise<GeneratedSermon>;
}

export type GenerationErrorCode = 'passage_not_found' | 'no_scripture_found' | 'generation_failed';

/** A generation that cannot produce a sermon, with the reason the user is told. */
export class GenerationError extends Error {
  readonly code: GenerationErrorCode;
  constructor(code: GenerationErrorCode, message: string = code) {
    super(message);
    this.name = 'GenerationError';
    this.code = code;
  }
}
