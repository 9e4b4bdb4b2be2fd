import type { Language } from '#shared/languages.ts';
import type { LlmSermon } from '../llm/llm-sermon-schema.ts';
import { checkScriptureInProse, titleWithoutFalseCitations } from './scripture-in-prose.ts';
import { altarCallGaps, proseLanguage, trinitarianTerms } from './doctrine-and-language.ts';

/** What the model must fix in one repair round-trip; the server cannot fix these itself. */
export type GuardProblem =
  | { kind: 'doctrine'; terms: string[] }
  | { kind: 'altar_call'; missing: Array<'repentance' | 'baptism' | 'spirit'> }
  | { kind: 'language'; found: Language };

/**
 * Everything the pastor will read in a draft, checked (issue 19). Scripture is fixed here: a
 * sentence citing a verse that does not exist is removed, a misquote is replaced by the Bible's
 * text. Doctrine, the altar call and the language are reported for the model to repair.
 */
export function guardDraft(draft: LlmSermon, language: Language): { draft: LlmSermon; problems: GuardProblem[] } {
  const prose = (text: string) => checkScriptureInProse(text, language).text;
  const title = titleWithoutFalseCitations(draft.title, language).title || draft.title;
  const checked: LlmSermon = {
    ...draft,
    title,
    introduction: prose(draft.introduction),
    points: draft.points.map((point) => ({ ...point, heading: titleWithoutFalseCitations(point.heading, language).title || point.heading, explanation: prose(point.explanation), application: prose(point.application) })),
    illustration: prose(draft.illustration),
    conclusion: prose(draft.conclusion),
  };
  const all = [checked.title, checked.introduction, ...checked.points.flatMap((p) => [p.heading, p.explanation, p.application]), checked.illustration, checked.conclusion].join('\n');
  const problems: GuardProblem[] = [];
  const terms = trinitarianTerms(all);
  if (terms.length > 0) problems.push({ kind: 'doctrine', terms });
  const missing = altarCallGaps(checked.conclusion, language);
  if (missing.length > 0) problems.push({ kind: 'altar_call', missing });
  const found = proseLanguage(all);
  if (found && found !== language) problems.push({ kind: 'language', found });
  return { draft: checked, problems };
}
