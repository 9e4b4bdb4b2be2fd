import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bibleFor } from '#server/bible/bible-text.ts';
import { parseReferences } from '#server/bible/parse-references.ts';
import { resolvePassage } from '#server/bible/resolve-passage.ts';
import { projectPath } from '#server/project-paths.ts';
import { themesFileSchema } from './themes-schema.ts';

const themes = themesFileSchema.parse(JSON.parse(fs.readFileSync(projectPath('data/content/themes.json'), 'utf8')));
const TRINITARIAN = /trinity|persons|god the son|trinidad|personas|dios hijo/i;
/** The small words an English title leaves in lower case (the sermon-quality bench's list); a heading may also lower "into" and "over". */
const MINOR = new Set('a an the and but or nor of in on at to for by with from as'.split(' '));
const HEADING_MINOR = new Set([...MINOR, 'into', 'over']);

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
