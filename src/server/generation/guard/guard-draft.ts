import type { Language } from '#shared/languages.ts';
import { quoteReference, type QuotedPassage } from '../../bible/quote-reference.ts';
import type { LlmSermon } from '../llm/llm-sermon-schema.ts';
import { checkScriptureInProse, titleWithoutFalseCitations } from './scripture-in-prose.ts';
import { altarCallGaps, dilutedSentences, proseLanguage } from './doctrine-and-language.ts';
import { trinitarianClaims } from './doctrine-claims.ts';

/** What the model must fix in one repair round-trip; the server cannot fix these itself. */
export type GuardProblem =
  | { kind: 'doctrine'; terms: string[] }
  /** Sentences outside the altar call that say repentance, baptism in Jesus' name or the Holy Ghost can be done without. */
  | { kind: 'gospel_diluted'; sentences: string[] }
  /** `diluted`: the conclusion's sentences that take the call back ("you need not be baptized"). */
  | { kind: 'altar_call'; missing: Array<'repentance' | 'baptism' | 'spirit'>; diluted: string[] }
  | { kind: 'language'; found: Language }
  /** Sections the Scripture checks left empty: each of their sentences cited a verse that does not exist. */
  | { kind: 'emptied'; sections: string[] };

/**
 * Everything the pastor will read in a draft, checked (issues 19 and 25). Scripture is fixed here:
 * a sentence citing a verse or chapter that does not exist is removed, and every quotation is
 * checked, a misquote replaced by the one verse it quotes. Doctrine, the altar call, the language and a section the checks emptied are reported for
 * the model to repair.
 */
export function guardDraft(draft: LlmSermon, language: Language, asked: QuotedPassage | null = null): { draft: LlmSermon; problems: GuardProblem[] } {
  // A quotation without a citation is looked for first in the sermon's own passages.
  const passages = [asked, ...[draft.mainReference, ...draft.points.map((point) => point.reference)].map((reference) => quoteReference(reference, language))].filter((passage): passage is QuotedPassage => passage !== null);
  const prose = (text: string) => checkScriptureInProse(text, language, passages).text;
  const heading = (text: string) => titleWithoutFalseCitations(text, language).title;
  const checked: LlmSermon = {
    ...draft,
    title: heading(draft.title),
    introduction: prose(draft.introduction),
    points: draft.points.map((point) => ({ ...point, heading: heading(point.heading), explanation: prose(point.explanation), application: prose(point.application) })),
    illustration: prose(draft.illustration),
    conclusion: prose(draft.conclusion),
  };
  const sections: Array<[string, string]> = [
    ['title', checked.title],
    ['introduction', checked.introduction],
    ...checked.points.flatMap((point, index): Array<[string, string]> => [
      [`points.${index}.heading`, point.heading],
      [`points.${index}.explanation`, point.explanation],
      [`points.${index}.application`, point.application],
    ]),
    ['illustration', checked.illustration],
    ['conclusion', checked.conclusion],
  ];
  const all = sections.map(([, text]) => text).join('\n');
  const problems: GuardProblem[] = [];
  // A section the checks emptied is never saved empty: the model writes it again, or the sermon is refused.
  const emptied = sections.filter(([, text]) => text.trim() === '').map(([name]) => name);
  if (emptied.length > 0) problems.push({ kind: 'emptied', sections: emptied });
  // Read section by section: a claim is made within a sentence, and sections need not end with a full stop.
  const terms = [...new Set(sections.flatMap(([, text]) => trinitarianClaims(text, language)))];
  if (terms.length > 0) problems.push({ kind: 'doctrine', terms });
  // Repentance, baptism in Jesus' name or the Holy Ghost said to be unneeded: in the altar call the
  // app's own call can take its place; anywhere else it is doctrine, for the model to fix.
  const elsewhere = sections.filter(([name]) => name !== 'conclusion').flatMap(([, text]) => dilutedSentences(text, language));
  if (elsewhere.length > 0) problems.push({ kind: 'gospel_diluted', sentences: elsewhere.map((sentence) => sentence.trim()) });
  const missing = altarCallGaps(checked.conclusion, language);
  const diluted = dilutedSentences(checked.conclusion, language).map((sentence) => sentence.trim());
  if (missing.length > 0 || diluted.length > 0) problems.push({ kind: 'altar_call', missing, diluted });
  const found = proseLanguage(all);
  if (found && found !== language) problems.push({ kind: 'language', found });
  return { draft: checked, problems };
}
