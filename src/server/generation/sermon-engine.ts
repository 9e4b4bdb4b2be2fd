import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { QuotedVerse, SermonContent } from '#shared/sermon.ts';

/** What every engine returns: the spec's sermon plus the verified passages it quotes. */
export interface GeneratedSermon extends SermonContent {
  verses: QuotedVerse[];
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
