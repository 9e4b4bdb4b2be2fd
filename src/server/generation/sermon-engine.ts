import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { PartialSermonDocument, SermonDocument } from '#shared/sermon-document.ts';

export interface GenerateOptions {
  signal?: AbortSignal;
  /** Called as sections become ready (streaming): the document so far. */
  onPartial?: (partial: PartialSermonDocument) => void;
}

export interface SermonEngine {
  readonly name: string;
  /** The sermon document, every passage in it verified against the Bible data; `notes` empty. */
  generate(input: GenerateRequest, options?: GenerateOptions): Promise<SermonDocument>;
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
