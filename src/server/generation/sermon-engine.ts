import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { PartialSermonDocument, SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import { isLoneReference, type QuotedPassage } from '../bible/quote-reference.ts';

/** A quoted passage as the sermon stores it: the reference asked for, the text shown, and which verses when cut. */
export function quotedVerse(passage: QuotedPassage): SermonPassage {
  return passage.shown ? { reference: passage.reference, text: passage.text, shown: passage.shown } : { reference: passage.reference, text: passage.text };
}

/** The request as the engines read it: a "theme" that is only a reference ("Jude 24", "Salmo 23") is the passage. */
export function withReferenceAsScripture(input: GenerateRequest): GenerateRequest {
  return !input.scripture && isLoneReference(input.title, input.language) ? { ...input, title: '', scripture: input.title } : input;
}

export interface GenerateOptions {
  signal?: AbortSignal;
  /** Called as sections become ready (streaming): the document so far. */
  onPartial?: (partial: PartialSermonDocument) => void;
  /**
   * An outline to keep (a twin, issue 27): the passage of each point in order, in the sermon's
   * language (null: a point on the main passage). A model is told it; the offline engine builds its
   * outline from the passage as always, and the twin service matches its points to this one.
   */
  outline?: ReadonlyArray<string | null>;
}

export interface SermonEngine {
  readonly name: string;
  /**
   * True when the engine writes the sermon by computation in this process (the offline engine),
   * false when it waits on a model over the network: only computation takes turns of the loop.
   */
  readonly computesHere: boolean;
  /**
   * The sermon document, every passage in it verified against the Bible data; `notes` empty unless
   * the engine tells the preacher what it changed (the app's own altar call added, issue 19).
   */
  generate(input: GenerateRequest, options?: GenerateOptions): Promise<SermonDocument>;
}

/**
 * `generation_failed`: the model failed or answered nothing usable; `draft_too_long`: it was
 * stopped past the draft size limit; `draft_rejected`: its sermon failed the doctrine, altar-call
 * or language checks twice; `draft_section_empty`: a section lost every sentence to the Scripture
 * checks twice (all the model's fault: 502, never 500).
 */
type GenerationErrorCode = 'passage_not_found' | 'no_scripture_found' | 'generation_failed' | 'draft_too_long' | 'draft_rejected' | 'draft_section_empty';

/** A generation that cannot produce a sermon, with the reason the user is told. */
export class GenerationError extends Error {
  readonly code: GenerationErrorCode;
  constructor(code: GenerationErrorCode, message: string = code) {
    super(message);
    this.name = 'GenerationError';
    this.code = code;
  }
}
