// The sermon's twin in the other language (issue 27, decision 0032): the same outline, every passage
// from the other Bible for the same references, the prose written in the other language by the
// engine that wrote the original.
import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { SermonDocument, SermonPassage, SermonPoint } from '#shared/sermon-document.ts';
import { otherLanguage, quoteInOtherBible } from '../bible/other-bible.ts';
import { quoteReference } from '../bible/quote-reference.ts';
import { preachingLibrary, type PreachingLibrary } from '../library/preaching-library.ts';
import { occasionOfSermon } from './library/library-request.ts';
import { composedPointOn } from './offline/offline-engine.ts';
import { GenerationError, quotedVerse, type GenerateOptions, type SermonEngine } from './sermon-engine.ts';

/** Which engine writes a sermon's twin: the model for a model's sermon, else the offline engine (library or composed). */
export function twinNeedsModel(original: SermonDocument): boolean {
  return original.provenance?.outline.kind === 'model' || (original.provenance === undefined && original.engine !== 'offline');
}

/** A passage of the original as the other Bible has it, or null when its reference names nothing. */
function passageInOtherBible(passage: SermonPassage, from: SermonDocument['language']): SermonPassage | null {
  const quoted = quoteInOtherBible(passage.reference, from);
  return quoted ? quotedVerse(quoted) : null;
}

/**
 * The request the original answers, asked again in the other language: its main passage (as the
 * other Bible numbers it), audience and style; for a library sermon preached for an occasion,
 * that occasion (named in the other language, as a pastor would type it).
 */
function twinRequest(original: SermonDocument, mainReference: string, library: PreachingLibrary): GenerateRequest {
  const language = otherLanguage(original.language);
  const occasion = original.provenance?.outline.kind === 'library' ? occasionOfSermon(library, original.introduction, original.language) : null;
  return { title: occasion ? occasion[language].name : '', scripture: mainReference, audienceType: original.audienceType, languageStyle: original.languageStyle, language };
}

/**
 * The twin's document. The engine writes the sermon on the original's request in the other
 * language; the twin then keeps the original's outline as it now stands (edited or not): its main
 * passage and, point by point, its passages from the other Bible. Each point's words are the
 * engine's point on the same passage (a model, told the outline, by its place); a point the engine
 * did not write — one the pastor added or moved to another passage — is composed on its passage
 * in the other language, so no point ever explains a passage it does not show.
 */
export async function writeTwin(original: SermonDocument, engine: SermonEngine, options: GenerateOptions = {}, library: PreachingLibrary = preachingLibrary()): Promise<SermonDocument> {
  const language = otherLanguage(original.language);
  const mainPassage = passageInOtherBible(original.mainPassage, original.language);
  if (!mainPassage) throw new GenerationError('passage_not_found', `the main passage ${original.mainPassage.reference} is not in the other Bible`);
  const passages = original.points.map((point) => (point.passage ? passageInOtherBible(point.passage, original.language) : null));
  const request = twinRequest(original, mainPassage.reference, library);
  const written = await engine.generate(request, { ...options, outline: passages.map((passage) => passage?.reference ?? null) });

  const byModel = twinNeedsModel(original);
  const used = new Set<number>();
  const take = (index: number) => {
    used.add(index);
    return written.points[index]!;
  };
  const points: SermonPoint[] = passages.map((passage, index) => {
    const reference = passage?.reference ?? null;
    // A model was told the outline in order: its point at this place is the one on this passage.
    if (byModel && index < written.points.length && !used.has(index)) return { ...take(index), passage };
    const same = written.points.findIndex((point, at) => !used.has(at) && (point.passage?.reference ?? null) === reference);
    if (same >= 0) return { ...take(same), passage };
    // A point on the main passage (no passage of its own) that the engine did not write is composed on the main passage.
    const on = quoteReference(passage?.reference ?? mainPassage.reference, language);
    const composed = on ? composedPointOn(on, request, library) : null;
    if (!composed) throw new GenerationError('generation_failed', `no point could be written on ${reference ?? 'the main passage'}`);
    return { ...composed, passage };
  });
  return { ...written, mainPassage, points, language };
}
