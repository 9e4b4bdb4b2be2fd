import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bibleFor } from '#server/bible/bible-text.ts';
import { parseReferences } from '#server/bible/parse-references.ts';
import { resolvePassage } from '#server/bible/resolve-passage.ts';
import { isFitToQuote } from '#server/generation/offline/read-the-text.ts';
import { projectPath } from '#server/project-paths.ts';
import { themesFileSchema } from './themes-schema.ts';

const themes = themesFileSchema.parse(JSON.parse(fs.readFileSync(projectPath('data/content/themes.json'), 'utf8')));
const TRINITARIAN = /trinity|persons|god the son|trinidad|personas|dios hijo/i;
/** The small words an English title leaves in lower case (the sermon-quality bench's list); a heading may also lower "into" and "over". */
const MINOR = new Set('a an the and but or nor of in on at to for by with from as'.split(' '));
const HEADING_MINOR = new Set([...MINOR, 'into', 'over']);
/** Only judgment and hell preach judgment texts. */
const SOBER_THEMES = new Set(['judgment', 'hell']);
/** A word the composer's fitness check flags, but which here is no violence or judgment (the passage says the opposite). */
const ACCEPTED_WORDS: Record<string, string> = {
  '1 Samuel 15:22': 'burnt offerings: to obey is better',
  'Genesis 22:13-14': 'the burnt offering the Lord provided',
  'Ecclesiastes 4:9-12': 'woe to him that is alone',
  'Hebrews 4:12': 'sharper than any twoedged sword: the Word',
  'Isaiah 43:2': 'thou shalt not be burned',
  '2 Corinthians 4:8-10': 'cast down, but not destroyed',
  'Habakkuk 3:2': 'in wrath remember mercy',
  '2 Corinthians 10:3-5': 'the pulling down of strongholds',
  'Romans 5:9': 'saved from wrath through him',
  'Ephesians 6:4': 'provoke not your children to wrath',
};

/** English title case: every word capitalised but the small ones; Spanish sentence case: no article or preposition capitalised inside. */
function cased(text: string, language: 'en' | 'es', minor = MINOR): boolean {
  const words = text.split(/\s+/).filter((word) => /^[\p{L}¿¡]/u.test(word));
  if (!/^\P{L}*\p{Lu}/u.test(text)) return false;
  if (language === 'en') return words.every((word, index) => /^\P{L}*\p{Lu}/u.test(word) || (index > 0 && minor.has(word)));
  return !words.slice(1).some((word) => /^(El|La|Los|Las|De|Del|En|Y|Un|Una|Para|Por|Con|Que)$/.test(word));
}

describe('theme map (data/content/themes.json)', () => {
  it('has at least 80 themes, each with at least 4 passages, and unique ids', () => {
    expect(themes.length).toBeGreaterThanOrEqual(80);
    for (const theme of themes) expect(theme.passages.length, theme.id).toBeGreaterThanOrEqual(4);
  });

  it('names every theme, its titles and keywords in both English and Spanish, and heads every passage in both', () => {
    const bad: string[] = [];
    for (const theme of themes) {
      for (const language of ['en', 'es'] as const) {
        const { name, titles, keywords } = theme[language];
        if (!name || keywords.length === 0 || titles.length < 2) bad.push(`${theme.id}.${language}`);
        for (const keyword of keywords) if (keyword !== keyword.toLowerCase()) bad.push(`${theme.id}.${language}: keyword "${keyword}"`);
        for (const title of titles) if (!cased(title, language) || title.length > 120) bad.push(`${theme.id}.${language}: title "${title}"`);
      }
      for (const passage of theme.passages) {
        for (const language of ['en', 'es'] as const) if (!cased(passage[language], language, HEADING_MINOR)) bad.push(`${theme.id} ${passage.reference}: heading "${passage[language]}"`);
        if (passage.en === passage.es) bad.push(`${theme.id} ${passage.reference}: heading not written in Spanish`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('names only short passages of one chapter that exist in both the KJV and the RV1909, with the key verse inside', () => {
    const bad: string[] = [];
    for (const theme of themes) {
      for (const passage of theme.passages) {
        const ranges = parseReferences(passage.reference, 'en');
        const [range] = ranges;
        if (ranges.length !== 1 || !range) {
          bad.push(`${theme.id}: ${passage.reference} (parsed as ${ranges.length} ranges)`);
          continue;
        }
        for (const language of ['en', 'es'] as const) {
          const resolved = resolvePassage(bibleFor(language), range);
          if (!resolved) {
            bad.push(`${theme.id}: ${passage.reference} (not in the ${language === 'en' ? 'KJV' : 'RV1909'})`);
            continue;
          }
          if (resolved.verses.length > 8) bad.push(`${theme.id}: ${passage.reference} (${resolved.verses.length} verses)`);
          if (new Set(resolved.verses.map((verse) => verse.chapter)).size > 1) bad.push(`${theme.id}: ${passage.reference} (crosses a chapter)`);
          if (!resolved.verses.some((verse) => verse.verse === passage.keyVerse)) bad.push(`${theme.id}: ${passage.reference} (key verse ${passage.keyVerse} outside)`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('never brings violence, judgment, genealogies or name lists into a theme that is not about judgment', () => {
    const bad: string[] = [];
    for (const theme of themes.filter((theme) => !SOBER_THEMES.has(theme.id))) {
      for (const passage of theme.passages) {
        if (ACCEPTED_WORDS[passage.reference]) continue;
        const range = parseReferences(passage.reference, 'en')[0]!;
        for (const language of ['en', 'es'] as const) {
          // Verse by verse (the check's length limit is for a cross-reference), in lower case: titles and places in a sentence
          // ("Wonderful, Counsellor, The mighty God", "Judaea, and in Samaria") are not a list of names; "begat" marks a genealogy.
          for (const verse of resolvePassage(bibleFor(language), range)!.verses) {
            if (!isFitToQuote(verse.text.toLowerCase(), language)) bad.push(`${theme.id}: ${passage.reference} (${language} ${verse.verse})`);
          }
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('teaches one God revealed in Jesus Christ, never a trinity of persons', () => {
    const text = JSON.stringify(themes);
    expect(text).not.toMatch(TRINITARIAN);
  });

  it('lets a keyword belong to one theme only, so a typed word always finds the same theme', () => {
    const owners = new Map<string, string>();
    const bad: string[] = [];
    for (const theme of themes) {
      for (const language of ['en', 'es'] as const) {
        for (const keyword of new Set(theme[language].keywords.map((word) => `${language}:${word.normalize('NFD').replace(/\p{M}/gu, '')}`))) {
          const owner = owners.get(keyword);
          if (owner && owner !== theme.id) bad.push(`${keyword}: ${owner} and ${theme.id}`);
          owners.set(keyword, theme.id);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
