import type { AudienceType, LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import type { SermonDocument, SermonPoint } from '#shared/sermon-document.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { crossReferences } from '../../bible/cross-references.ts';
import { foldText } from '../../bible/fold-text.ts';
import { quotePassage, quoteReference, type QuotedPassage } from '../../bible/quote-reference.ts';
import type { VerseWordStudy } from '../../bible/word-studies.ts';
import { bookContextFor, composerText, sermonVoice } from '../../content/content-files.ts';
import type { ComposerText, Register, StatementKind } from '../../content/composer-schema.ts';
import { quotedVerse, withReferenceAsScripture, type SermonEngine } from '../sermon-engine.ts';
import { outlineFromPassage, outlineFromPassages, type OutlinePoint } from './compose-points.ts';
import { isFitToQuote, isHardPassage, keyStudy, plainKeyword, quotable, statementKind } from './read-the-text.ts';
import { seededChooser } from './seeded-random.ts';
import { selectPassages } from './select-passages.ts';
type Chooser = ReturnType<typeof seededChooser>;

/** Fills {name} and {Name} (capitalised) placeholders. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key] ?? values[key[0]!.toLowerCase() + key.slice(1)];
    if (value === undefined) return whole;
    const text = String(value);
    return /^\p{Lu}/u.test(key) ? capitalize(text) : text;
  });
}

/** A sentence continued after a lead-in ("it means …"): its first letter lowered, unless it starts with a name. */
const lowerFirst = (text: string) => (/^(God|Lord|Jesus|Christ|Israel|Dios|Señor|Jesús|Cristo|Israel|I)\b/u.test(text) ? text : text[0]!.toLocaleLowerCase() + text.slice(1));

/** The first letter upper-cased, after any opening quotation mark: "“for" → "“For". */
const capitalize = (text: string) => text.replace(/^(\P{L}*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase());

/** English titles capitalise every word but the small ones; Spanish titles only the first word and names. */
const MINOR_WORDS = new Set('a an the and but or nor of in on at to for by with from as'.split(' '));
export function titleCase(title: string, language: Language): string {
  if (language === 'es') return capitalize(title);
  return title
    .split(' ')
    .map((word, index, words) => (index > 0 && MINOR_WORDS.has(word.toLowerCase()) && !/:$/.test(words[index - 1]!) ? word.toLowerCase() : capitalize(word)))
    .join(' ');
}

/** Tú for youth and children, usted otherwise, feminine forms for a women's meeting. */
function registerFor(audience: AudienceType): Register {
  if (audience === 'youth' || audience === 'children') return 'familiar';
  return audience === 'womens' ? 'feminine' : 'formal';
}

/** A glossary headword as a heading word: "love (verb)" → "love", "word, saying" → "word". */
const headword = (text: string) => text.replace(/\s*\(.*?\)\s*/g, '').split(',')[0]!.trim();

/** The first words of a clause, for a heading or an outline line. */
function shortClause(clause: string, words = 9): string {
  const all = quotable(clause).split(/\s+/);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}

interface ReadPoint {
  outline: OutlinePoint;
  study: VerseWordStudy | null;
  /** The key word as the clause writes it ("loved", "amó"). */
  word: string;
  /** The key word as a heading names it ("love", "amor"). */
  keyword: string;
  kind: StatementKind;
}

function readPoint(outline: OutlinePoint, language: Language, used: Set<object>): ReadPoint {
  const study = keyStudy(outline.clause, language, used) ?? keyStudy(outline.clause, language);
  if (study) used.add(study.entry);
  const kind = statementKind(outline.clause.text, language);
  if (!study) {
    const plain = plainKeyword(outline.clause.text, language);
    return { outline, study, word: plain, keyword: plain, kind };
  }
  const word = language === 'en' ? study.english.split(' … ')[0]! : (study.spanish ?? headword(study.entry.es.headword));
  // The heading names the glossary's word when the clause has it ("love" for "loved"), else the clause's own word ("stones", not "rock").
  const head = headword(language === 'en' ? study.entry.en.headword : study.entry.es.headword);
  const sameWord = foldText(head.toLowerCase()).slice(0, 2) === foldText(word.toLowerCase()).slice(0, 2);
  return { outline, study, word, keyword: sameWord ? head : word.toLowerCase(), kind };
}

/** One cross-reference that shares the key word, fit to quote beside the text, at most three verses. */
function crossReference(point: ReadPoint, language: Language, exclude: Set<string>): QuotedPassage | null {
  const { clause } = point.outline;
  const bible = bibleFor(language);
  const forms = new Set([point.word, ...(language === 'es' && point.study ? point.study.entry.es.forms : [])].map((form) => foldText(form.toLowerCase())));
  for (const range of crossReferences(clause.book, clause.chapter, clause.verse).slice(0, 40)) {
    const passage = quotePassage(bible, range);
    const near = range.start.book === clause.book && range.start.chapter === clause.chapter && Math.abs((range.start.verse ?? 0) - clause.verse) <= 3;
    if (near || !passage || passage.verses.length > 3 || exclude.has(passage.reference) || !isFitToQuote(passage.text, language)) continue;
    const words = foldText(passage.text.toLowerCase()).match(/\p{L}+/gu) ?? [];
    if (words.some((word) => forms.has(word))) return passage;
  }
  return null;
}

const CONTEXT_FIELDS = ['setting', 'purpose', 'placeInStory', 'firstHearers', 'author'] as const;

/** A book-context statement for this point; one that quotes Scripture in its own words is passed over, since every verse shown must be the Bible data's. */
function bookStatement(book: string, language: Language, index: number): string | null {
  const context = bookContextFor(book, language);
  if (!context) return null;
  for (let step = 0; step < CONTEXT_FIELDS.length; step++) {
    const statement = context[CONTEXT_FIELDS[(index + step) % CONTEXT_FIELDS.length]!];
    if (!/[“«"]/.test(statement)) return statement;
  }
  return null;
}

/** The paragraphs that explain one point from its own words. */
function explain(point: ReadPoint, index: number, c: ComposerText, style: LanguageStyle, audience: AudienceType, language: Language, chooser: Chooser, used: Set<string>, hard: boolean): string {
  const { clause, clauseReference, passage } = point.outline;
  const first = [fill(chooser.pick(c.quote), { clause: quotable(clause.text), reference: clauseReference }), fill(chooser.pick(hard ? c.hardObserve : c.observe[point.kind]), { keyword: point.word })];
  // Word studies only for a word in this very verse, never for children, never in the simple style.
  if (point.study && audience !== 'children' && style !== 'simple') {
    const definition = lowerFirst(language === 'en' ? point.study.entry.en.definition : point.study.entry.es.definition);
    const { dictionary } = point.study;
    first.push(
      style === 'theological'
        ? fill(chooser.pick(c.keyWordTheological), { word: point.word, languageName: c.languageName[dictionary.language], original: dictionary.lemma, transliteration: dictionary.transliteration, strong: point.study.strong, definition })
        : fill(chooser.pick(c.keyWordStandard), { word: point.word, definition }),
    );
  }
  const paragraphs = [first.join(' ')];

  // Context: the verse before or after (for the clauses of one verse), or the book's setting.
  const bible = bibleFor(language);
  const context: string[] = [];
  const before = passage ? null : clause.verse - 1;
  const neighbour = index === 0 ? before : index === 2 && !passage ? clause.verse + 1 : null;
  const neighbourText = neighbour && neighbour > 0 ? bible.verse(clause.book, clause.chapter, neighbour) : null;
  if (neighbour && neighbourText && (hard || isFitToQuote(neighbourText, language))) {
    const reference = quotePassage(bible, { start: { book: clause.book, chapter: clause.chapter, verse: neighbour }, end: { book: clause.book, chapter: clause.chapter, verse: neighbour } })!.reference;
    context.push(fill(chooser.pick(index === 0 ? c.contextBefore : c.contextAfter), { text: neighbourText, reference }));
  } else {
    const statement = bookStatement(clause.book, language, index);
    if (statement) context.push(fill(chooser.pick(c.bookSetting), { book: bible.bookName(clause.book) ?? clause.book, statement }));
  }
  // Beside a hard passage the one cross-reference is Romans 12:19: vengeance belongs to the Lord.
  const related = hard ? (index === 1 ? quoteReference('Romans 12:19', language) : null) : crossReference(point, language, used);
  if (related) {
    used.add(related.reference);
    context.push(fill(chooser.pick(hard ? c.hardCrossReference : c.crossReference), { text: related.text, reference: related.reference }));
  }
  if (context.length > 0) paragraphs.push(context.join(' '));
  return paragraphs.join('\n');
}

/**
 * The offline engine: no network, no model. It builds the outline from the passage itself (its
 * clauses, its movements, or a theme's passages), explains each point from the words of its verse
 * (the kind of statement, the key word, the context, one cross-reference that shares the word),
 * applies it according to what the text says, and ends with the Apostolic altar call. The wording
 * comes from data/content/composer.json; the same request always gives the same sermon.
 */
export function createOfflineEngine(): SermonEngine {
  return {
    name: 'offline',
    async generate(request, options = {}) {
      options.signal?.throwIfAborted();
      const input = withReferenceAsScripture(request);
      const { language, audienceType: audience, languageStyle: style } = input;
      const chooser = seededChooser(JSON.stringify([input.title.toLowerCase(), input.scripture.toLowerCase(), audience, language, style]));
      const t = sermonVoice(language);
      const c = composerText(language);
      const register = registerFor(audience);
      const selection = selectPassages(input, chooser);
      const { main } = selection;
      const fromTheme = !input.scripture;
      const outline = fromTheme ? outlineFromPassages(selection.points, language, selection.theme?.[language].keywords ?? []) : outlineFromPassage(main, language);
      const usedWords = new Set<object>();
      const points = outline.map((point) => readPoint(point, language, usedWords));
      // A hard passage the preacher asked for is explained in its setting, and applied with care.
      const hard = !fromTheme && isHardPassage(main.verses.map((verse) => verse.text), language);

      // The theme the passage's words suggest is named only when the points bear it out (Romans 8:28's "work together" is not a sermon on unity).
      const keywordSet = new Set(points.flatMap((point) => [point.keyword.toLowerCase(), ...(point.study ? [headword(point.study.entry.en.headword).toLowerCase()] : [])]));
      const themeFits = fromTheme || (selection.theme?.[language].keywords ?? []).some((word) => keywordSet.has(word)) || (selection.theme?.en.keywords ?? []).some((word) => keywordSet.has(word));
      const themeName = hard ? chooser.pick(c.hardTheme) : themeFits ? (selection.theme?.[language].name ?? null) : null;
      // A theme the map knows is named in the sermon's language, whichever language it was typed in.
      const theme0 = themeName ?? input.title;
      const keywords = [...new Set(points.map((point) => point.keyword))];
      const titleValues = { theme: themeName && (fromTheme || hard) ? themeName : input.title, reference: main.reference, keyword: keywords[0]!, keyword2: keywords[1] ?? '', keyword3: keywords[2] ?? '' };
      const titleChoices = (hard ? c.titles.hard : fromTheme ? c.titles.theme : main.verses.length > 1 ? c.titles.passage : c.titles.verse).filter(
        (template) => (keywords.length >= 3 || !/\{[Kk]eyword3\}/.test(template)) && (keywords.length >= 2 || !/\{[Kk]eyword2\}/.test(template)),
      );
      let title = titleCase(fill(chooser.pick(titleChoices), titleValues), language);
      if (title.length > 120) title = titleCase(fill(titleChoices[0]!, titleValues), language).slice(0, 120).trim();
      // With no theme named, the sermon speaks of its first key word ("today our subject is “Love”"), not of its own title.
      const theme = theme0 || titleCase(keywords[0] ?? title, language);

      const headingTemplate = chooser.pick(c.headings[style]);
      const headings = points.map((point) => fill(headingTemplate, { keyword: point.keyword, word: point.word, clause: shortClause(point.outline.clause.text, 6), reference: point.outline.clauseReference }));
      const outlineItems = points.map((point) => (fromTheme ? `${point.keyword} (${point.outline.clauseReference})` : `${point.keyword} (“${shortClause(point.outline.clause.text, 10)}”)`).replace(/[“”]/g, (q) => (language === 'es' ? (q === '“' ? '«' : '»') : q)));

      const introduction = [
        fill(chooser.pick(t.introduction[audience]), { theme, reference: main.reference }),
        `“${main.text}” (${main.label})`,
        ...(hard ? [chooser.pick(c.hardIntroduction)] : []),
        fill(chooser.pick(c.outline), { h1: outlineItems[0]!, h2: outlineItems[1] ?? '', h3: outlineItems[2] ?? '' }),
      ].join('\n');
      const mainPassage = quotedVerse(main);
      options.onPartial?.({ title, mainPassage, introduction });

      const used = new Set([main.reference, ...selection.points.map((p) => p.reference)]);
      const audienceLines = chooser.sample(t.application[audience], points.length);
      const sermonPoints: SermonPoint[] = [];
      const usedLines = new Set<string>();
      points.forEach((point, index) => {
        const lines = hard ? c.hardApply[register] : c.apply[point.kind][register];
        // Two points of the same kind get different words.
        const applyLine = lines.map((_, step) => lines[(index + step) % lines.length]!).find((line) => !usedLines.has(line)) ?? lines[index % lines.length]!;
        usedLines.add(applyLine);
        sermonPoints.push({
          heading: titleCase(headings[index]!, language),
          passage: point.outline.passage ? quotedVerse(point.outline.passage) : null,
          explanation: explain(point, index, c, style, audience, language, chooser, used, hard),
          // A hard passage is applied with care alone, never followed by an upbeat line.
          application: hard ? applyLine : `${applyLine} ${fill(audienceLines[index]!, { theme, reference: main.reference, point: index + 1 })}`,
        });
        options.signal?.throwIfAborted();
        options.onPartial?.({ title, mainPassage, introduction, points: [...sermonPoints] });
      });

      // The story that fits: one tagged with the theme or a point's key word, else one for this audience.
      const wanted = new Set(hard ? ['comfort', 'grief', 'trials'] : [selection.theme?.id, ...points.map((point) => (point.study ? headword(point.study.entry.en.headword).toLowerCase() : point.keyword))].filter(Boolean));
      const library = t.illustrations[audience];
      let fitting = library.filter((story) => story.tags.some((tag) => wanted.has(tag)));
      // A hard passage never gets a light story: a comforting one from the whole library if this audience has none.
      if (hard && fitting.length === 0) fitting = Object.values(t.illustrations).flat().filter((story) => story.tags.some((tag) => wanted.has(tag)));
      const illustrations = fill(chooser.pick(fitting.length > 0 ? fitting : library).text, { theme, reference: main.reference });
      const conclusion = [
        fill(chooser.pick(fromTheme ? c.recapTheme : c.recap), { h1: outlineItems[0]!, h2: outlineItems[1] ?? '', h3: outlineItems[2] ?? '', reference: main.reference }),
        // A hard passage closes without the audience's upbeat summary.
        ...(hard ? [] : [fill(chooser.pick(t.conclusion[audience]), { theme, reference: main.reference })]),
        // Children hear the altar call in its simplest words, whatever style the preacher chose.
        chooser.pick(c.altarCall[audience === 'children' ? 'simple' : style][register]),
      ].join('\n');

      const sermon: SermonDocument = {
        schemaVersion: 1,
        title,
        mainPassage,
        introduction,
        points: sermonPoints,
        illustrations,
        conclusion,
        notes: '',
        language,
        audienceType: audience,
        languageStyle: style,
        engine: 'offline',
      };
      return sermon;
    },
  };
}
