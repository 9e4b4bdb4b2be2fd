import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as en from 'bible-passage-reference-parser/esm/lang/en.js';
import * as es from 'bible-passage-reference-parser/esm/lang/es.js';
import type { Language } from '#shared/languages.ts';

export interface PassagePoint {
  book: string;
  chapter: number;
  /** Absent for a whole chapter ("Sal 23"). */
  verse?: number;
}

export interface PassageRange {
  start: PassagePoint;
  end: PassagePoint;
}

const parsers = new Map<Language, InstanceType<typeof bcv_parser>>();

/**
 * Books of one chapter, where "Jude 24" means verse 24, as every preacher means it ("Judas 24",
 * "3 Juan 2"). "Jude 1:24" still reads the same.
 */
const SINGLE_CHAPTER_BOOKS = new Set(['Obad', 'Phlm', '2John', '3John', 'Jude']);

function parser(language: Language) {
  let instance = parsers.get(language);
  if (!instance) {
    instance = new bcv_parser(language === 'es' ? es : en);
    // Keep passages the parser thinks do not exist: we check them against our own Bible text,
    // and "John 99:99" must be told apart from text that names no book at all.
    // A number after a one-chapter book is a verse ("Jude 24"), not the chapter (the parser's default).
    instance.set_options({ invalid_passage_strategy: 'include', invalid_sequence_strategy: 'include', sequence_combination_strategy: 'separate', single_chapter_1_strategy: 'verse' });
    parsers.set(language, instance);
  }
  return instance;
}

/**
 * Recently parsed texts, per language and text, most recent last. The parser costs a few tenths
 * of a millisecond a reference, and the same few references ("Juan 3:16") come back all the time.
 */
const recent = new Map<string, PassageRange[]>();
const RECENT_LIMIT = 1000;
/** Longer texts are parsed every time: they are rare, and would make the cache's memory unbounded. */
const RECENT_MAX_TEXT = 200;

const copyRange = ({ start, end }: PassageRange): PassageRange => ({ start: { ...start }, end: { ...end } });

/** Every passage named in the text ("Juan 3:16-18; 1 Co 13:4", "Sal 23"), in order; [] when none. */
export function parseReferences(text: string, language: Language): PassageRange[] {
  if (text.length > RECENT_MAX_TEXT) return parseUncached(text, language);
  const key = `${language}:${text}`;
  let ranges = recent.get(key);
  if (ranges) recent.delete(key);
  else {
    ranges = parseUncached(text, language);
    if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  }
  recent.set(key, ranges);
  // Copies: a caller may change what it gets without changing what the next caller gets.
  return ranges.map(copyRange);
}

function parseUncached(text: string, language: Language): PassageRange[] {
  const ranges: PassageRange[] = [];
  for (const parsed of parser(language).parse(text).parsed_entities()) {
    for (const entity of parsed.entities) {
      const start = entity.start as { b?: string; c?: number; v?: number; type?: string };
      const end = entity.end as { b?: string; c?: number; v?: number; type?: string };
      if (!start?.b || !start.c || !end?.b || !end.c) continue;
      // "Sal 23" and "Juan 3-4" name whole chapters: their verses are counted from our own text,
      // not from the parser's versification (the Spanish numbering differs in places).
      // In a one-chapter book the parser already turned "Jude 24" into verse 24 of chapter 1.
      const chapters = (entity.type === 'bc' || start.type === 'bc') && !SINGLE_CHAPTER_BOOKS.has(start.b);
      ranges.push({
        start: { book: start.b, chapter: start.c, ...(chapters || start.v === undefined ? {} : { verse: start.v }) },
        end: { book: end.b, chapter: end.c, ...(chapters || end.v === undefined ? {} : { verse: end.v }) },
      });
    }
  }
  return ranges;
}
