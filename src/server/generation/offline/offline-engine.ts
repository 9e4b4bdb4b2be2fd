import type { AudienceType } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import type { SermonDocument, SermonPoint } from '#shared/sermon-document.ts';
import { composerText, sermonVoice } from '../../content/content-files.ts';
import type { Register } from '../../content/composer-schema.ts';
import { quotedVerse, withReferenceAsScripture, type SermonEngine } from '../sermon-engine.ts';
import { chooseIllustration } from './choose-illustration.ts';
import { doctrineNotesOnPassage } from './doctrine-note.ts';
import { outlineFromPassage, outlineFromPassages, repeatedWords } from './compose-points.ts';
import { applyPoint, explainPoint, type PointWriting } from './explain-point.ts';
import { capitalize, fill } from './fill-template.ts';
import { headingPhrase, pointHeadings } from './headings.ts';
import { headword, readPoints } from './read-point.ts';
import { isHardPassage, quotable } from './read-the-text.ts';
import { scriptureTitle } from './scripture-title.ts';
import { seededChooser } from './seeded-random.ts';
import { selectPassages } from './select-passages.ts';
import { preachingLibrary, type PreachingLibrary } from '../../library/preaching-library.ts';
import { assembleLibrarySermon } from '../library/library-sermon.ts';
import { chooseFromLibrary } from '../library/library-request.ts';

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

/** The first words of a clause, for a heading or an outline line. */
function shortClause(clause: string, words = 9): string {
  const all = quotable(clause).split(/\s+/);
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`;
}

/**
 * The offline engine: no network, no model. A passage, theme or occasion the preaching library holds
 * is preached from its reviewed entry (library-sermon.ts, decision 0026). Otherwise the composer
 * builds the outline from the passage itself (its
 * clauses, its movements, or a theme's passages), explains each point from the words of its verse
 * (the kind of statement, the key word, the context, one cross-reference that shares the word),
 * applies it according to what the text says, and ends with the Apostolic altar call. The wording
 * comes from data/content/composer.json; the same request always gives the same sermon.
 */
export function createOfflineEngine(options: { library?: () => PreachingLibrary } = {}): SermonEngine {
  const libraryOf = options.library ?? preachingLibrary;
  return {
    name: 'offline',
    async generate(request, options = {}) {
      options.signal?.throwIfAborted();
      const input = withReferenceAsScripture(request);
      const { language, audienceType: audience, languageStyle: style } = input;
      const chooser = seededChooser(JSON.stringify([input.title.toLowerCase(), input.scripture.toLowerCase(), audience, language, style]));
      const t = sermonVoice(language);
      const c = composerText(language);
      // The preaching library first: a passage or theme it holds is preached from its reviewed entry.
      const library = libraryOf();
      const choice = chooseFromLibrary(library, input, chooser);
      if (choice) {
        const sermon = assembleLibrarySermon(library, choice.indexed, { language, audienceType: audience, languageStyle: style, main: choice.main, mainRange: choice.mainRange, occasion: choice.occasion, theme: choice.theme }, chooser);
        // Streamed section by section, as the composer's sermons are: the preview fills in as it arrives.
        const { title, mainPassage, introduction } = sermon;
        options.onPartial?.({ title, mainPassage, introduction });
        sermon.points.forEach((_, index) => options.onPartial?.({ title, mainPassage, introduction, points: sermon.points.slice(0, index + 1) }));
        return sermon;
      }
      const register = registerFor(audience);
      const selection = selectPassages(input, chooser);
      const { main } = selection;
      const fromTheme = !input.scripture;
      // What the chosen passage repeats, counted once: its movements and its title both stand on it.
      const repeated = fromTheme ? new Map<object, number>() : repeatedWords(main);
      const outline = fromTheme ? outlineFromPassages(selection.points, language, selection.theme?.[language].keywords ?? [], selection.authored) : outlineFromPassage(main, language, repeated);
      // A hard passage the preacher asked for is explained in its setting, and applied with care.
      const hard = !fromTheme && isHardPassage(main.verses.map((verse) => verse.text));
      const points = readPoints(outline, language, hard ? null : { first: c.kindNames, again: c.kindNamesAgain });
      // The theme the passage's words suggest is named only when the points bear it out (Romans 8:28's "work together" is not a sermon on unity).
      const keywordSet = new Set(points.flatMap((point) => [point.keyword.toLowerCase(), ...(point.study ? [headword(point.study.entry.en.headword).toLowerCase()] : [])]));
      const themeFits = fromTheme || (selection.theme?.[language].keywords ?? []).some((word) => keywordSet.has(word)) || (selection.theme?.en.keywords ?? []).some((word) => keywordSet.has(word));
      const themeName = hard ? chooser.pick(c.hardTheme) : themeFits ? (selection.theme?.[language].name ?? null) : null;
      // A theme the map knows is named in the sermon's language, whichever language it was typed in.
      const theme0 = themeName ?? input.title;
      // A title names the points' nouns; "a command" (a point with none) is left to its heading.
      const kindNames = new Set([...Object.values(c.kindNames), ...Object.values(c.kindNamesAgain)]);
      const nouns = [...new Set(points.map((point) => point.keyword).filter((keyword) => !kindNames.has(keyword)))];
      const keywords = nouns.length > 0 ? nouns : [...new Set(points.map((point) => point.keyword))];
      const titleValues = { theme: themeName && (fromTheme || hard) ? themeName : input.title, reference: main.reference, keyword: keywords[0]!, keyword2: keywords[1] ?? '', keyword3: keywords[2] ?? '' };
      const titleChoices = (hard ? c.titles.hard : fromTheme ? c.titles.theme : main.verses.length > 1 ? c.titles.passage : c.titles.verse).filter(
        (template) => (keywords.length >= 3 || !/\{[Kk]eyword3\}/.test(template)) && (keywords.length >= 2 || !/\{[Kk]eyword2\}/.test(template)),
      );
      // A theme the map knows has titles written for it, already capitalised as titles are in each language.
      const writtenTitles = fromTheme && selection.authored.length > 0 ? selection.theme?.[language].titles : undefined;
      // A verse or passage the preacher chose is titled in its own words when a short phrase of it holds its main word.
      const fromText = fromTheme || hard ? null : scriptureTitle(main, language, points, repeated, nouns.length === 0 || points.every((point) => !point.study));
      let title = writtenTitles ? chooser.pick(writtenTitles) : fromText ? titleCase(fromText, language) : titleCase(fill(chooser.pick(titleChoices), titleValues), language);
      if (title.length > 120) title = titleCase(fill(titleChoices[0]!, titleValues), language).slice(0, 120).trim();
      // With no theme named, the sermon speaks of the passage's own words when its title is them
      // ("today we look at “He Maketh the Storm a Calm”"), else of its first key word ("Love").
      const theme = theme0 || (fromText ? title : titleCase(keywords[0] ?? title, language));

      const headingTemplate = chooser.pick(c.headings[style]);
      // A verse's clauses and a passage's movements are headed in parallel by their nouns (headings.ts);
      // a theme passage's heading is the theme map's, and the theological style names the verse it stands on.
      const headings = fromTheme
        ? points.map((point) =>
            point.outline.heading
              ? `${point.outline.heading}${style === 'theological' ? ` (${point.outline.clauseReference})` : ''}`
              : titleCase(fill(headingTemplate, { keyword: point.keyword, word: point.word, clause: shortClause(point.outline.clause.text, 6), reference: point.outline.clauseReference }), language),
          )
        : pointHeadings(points, language, c).map((heading) => titleCase(heading, language));
      // The outline names each point by its heading, or by its noun and a whole phrase of its clause, never a quotation cut short.
      // Spanish quotes with « », as everywhere else in a Spanish sermon.
      const quoted = (text: string) => (language === 'es' ? text.replace(/“/g, '«').replace(/”/g, '»') : text);
      const outlineItems = points.map((point) => {
        if (point.outline.heading) return quoted(`“${point.outline.heading}” (${point.outline.clauseReference})`);
        const phrase = fromTheme ? null : headingPhrase(point, language);
        return quoted(fromTheme ? `${point.keyword} (${point.outline.clauseReference})` : phrase ? `${point.keyword} (“${phrase}”)` : point.keyword);
      });

      // A theme sermon's opening passage is read, not preached point by point: a verse of it often read
      // as more than one God gets its Oneness note right after it (children keep to the text).
      const notesGiven = new Set<string>();
      const openingNotes = fromTheme && audience !== 'children' ? doctrineNotesOnPassage(main, language, notesGiven) : [];
      const introduction = [
        fill(chooser.pick(t.introduction[audience]), { theme, reference: main.reference }),
        `“${main.text}” (${main.label})`,
        ...openingNotes,
        ...(hard ? [chooser.pick(c.hardIntroduction)] : []),
        fill(chooser.pick(fromTheme ? c.outlineTheme : c.outline), { h1: outlineItems[0]!, h2: outlineItems[1] ?? '', h3: outlineItems[2] ?? '' }),
      ].join('\n');
      const mainPassage = quotedVerse(main);
      options.onPartial?.({ title, mainPassage, introduction });

      const writing: PointWriting = { c, language, style, audience, register, hard, chooser, usedReferences: new Set([main.reference, ...selection.points.map((p) => p.reference)]), usedLines: new Set(), mainVerses: new Set(main.verses.map((verse) => `${main.book} ${verse.chapter}:${verse.verse}`)), notesGiven };
      const audienceLines = chooser.sample(t.application[audience], points.length);
      const sermonPoints: SermonPoint[] = [];
      points.forEach((point, index) => {
        const applyLine = applyPoint(point, writing);
        sermonPoints.push({
          heading: headings[index]!,
          passage: point.outline.passage ? quotedVerse(point.outline.passage) : null,
          explanation: explainPoint(point, index, writing),
          // A hard passage is applied with care alone, never followed by an upbeat line.
          application: hard ? applyLine : `${applyLine} ${fill(audienceLines[index]!, { theme, reference: main.reference, point: index + 1 })}`,
        });
        options.signal?.throwIfAborted();
        options.onPartial?.({ title, mainPassage, introduction, points: [...sermonPoints] });
      });

      // The story that fits the theme, else a point's key word, for this audience (choose-illustration.ts).
      const story = chooseIllustration({ audience, hard, theme: themeFits ? (selection.theme?.id ?? null) : null, keywords: points.map((point) => (point.study ? headword(point.study.entry.en.headword).toLowerCase() : point.keyword)) }, chooser);
      const illustrations = fill(story[language], { theme, reference: main.reference });
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
        provenance: { outline: { kind: 'composed' } },
      };
      return sermon;
    },
  };
}
