import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryEntries } from '#server/bible/glossary.ts';
import { sermonThemes } from '#server/content/content-files.ts';
import { projectPath } from '#server/project-paths.ts';
import { illustrationsFileSchema, type Illustration } from './illustrations-schema.ts';

const { stories } = illustrationsFileSchema.parse(JSON.parse(fs.readFileSync(projectPath('data/content/illustrations.json'), 'utf8')));
const ADULT = new Set(['general', 'sunday', 'evangelistic', 'mens', 'womens']);
const forAdults = stories.filter((story) => story.audiences.some((audience) => ADULT.has(audience)));
const headword = (text: string) => text.replace(/\s*\(.*?\)\s*/g, '').split(',')[0]!.trim().toLowerCase();
/** Dialogue is the characters' own voice; the register rules are about how the story speaks to its listeners. */
const narration = (text: string) => text.replace(/«[^»]*»|“[^”]*”/g, '«»');
/** Sentences, a quotation counting as one word of its sentence unless it ends one ("He said, “I’m out.” Then…"). */
const sentences = (text: string) => text.replace(/«[^»]*?([.!?]?)»|“[^”]*?([.!?]?)”/g, (_, a?: string, b?: string) => `Q${a || b || ''}`).match(/[.!?]+(?=\s|$)/g)?.length ?? 0;
const tagged = (tag: string, pool: readonly Illustration[] = forAdults) => pool.filter((story) => story.tags.includes(tag));

/** The seasons and occasions of church life, as theme ids of the theme map. */
const SEASONS = ['christmas', 'resurrection', 'pentecost-sunday', 'new-year', 'mothers-day', 'fathers-day', 'marriage', 'grief', 'baptism-service', 'communion', 'revival', 'storms-of-life', 'missions'];
/** The key words the composer heads points with most often (measured over the bench's sermons and all 81 themes). */
const COMMON_KEY_WORDS =
  'spirit father love son grace believe mercy name repent prayer peace word know holy sin faith pray heart heal give death day soul blood brother live fear life save hope trust righteous turn shepherd work world power kingdom glory baptize light water comfort joy wisdom faithful forgive heaven eternal disciple'.split(' ');

describe('illustrations (data/content/illustrations.json)', () => {
  it('tells every story in English and Spanish, 3 to 6 sentences each, with the same placeholders', () => {
    for (const story of stories) {
      for (const language of ['en', 'es'] as const) {
        expect(sentences(story[language]), `${story.id}.${language}`).toBeGreaterThanOrEqual(3);
        expect(sentences(story[language]), `${story.id}.${language}`).toBeLessThanOrEqual(6);
      }
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
      expect(names(story.es), story.id).toEqual(names(story.en));
      for (const name of names(story.en)) expect(['theme', 'reference'], story.id).toContain(name);
    }
  });

  it('tags stories only with theme ids and glossary headwords, so every tag can match a sermon', () => {
    const vocabulary = new Set([...sermonThemes().map((theme) => theme.id), ...glossaryEntries().map((entry) => headword(entry.en.headword))]);
    for (const story of stories) for (const tag of story.tags) expect(vocabulary.has(tag), `${story.id}: ${tag}`).toBe(true);
  });

  it('has a story for adults on each theme of the map and the most common key words, and two for each season', () => {
    for (const theme of sermonThemes()) expect(tagged(theme.id).length, theme.id).toBeGreaterThanOrEqual(1);
    for (const word of COMMON_KEY_WORDS) expect(tagged(word).length, word).toBeGreaterThanOrEqual(1);
    for (const season of SEASONS) expect(tagged(season, stories).length, season).toBeGreaterThanOrEqual(2);
    expect(stories.length).toBeGreaterThanOrEqual(90);
  });

  it('speaks to youth and children with tú and to adults with usted in Spanish', () => {
    for (const story of stories) {
      const spoken = narration(story.es);
      if (story.audiences.some((audience) => audience === 'youth' || audience === 'children')) expect(spoken, story.id).not.toMatch(/\busted(es)?\b/i);
      if (story.audiences.every((audience) => ADULT.has(audience))) expect(spoken, story.id).not.toMatch(/\b(tú|contigo|tienes|puedes|sabes)\b/i);
    }
  });

  it('gives children, youth and every adult meeting comforting stories for a hard passage, serious ones', () => {
    for (const audience of ['children', 'youth', 'general', 'mens', 'womens'] as const) {
      expect(tagged('comfort', stories).filter((story) => story.audiences.includes(audience)).length, audience).toBeGreaterThanOrEqual(1);
    }
    // A comforting story never jokes or exclaims: it may stand beside Psalm 137:9 or a funeral.
    for (const story of tagged('comfort', stories)) for (const language of ['en', 'es'] as const) expect(story[language], story.id).not.toMatch(/!|¡|\blaugh|\bris[aeo]/i);
  });

  it('stays doctrine-safe and quotes no chapter and verse (Scripture in a sermon comes from the Bible data)', () => {
    const all = stories.map((story) => `${story.en} ${story.es}`).join('\n');
    expect(all).not.toMatch(/trinity|three persons|god the son|trinidad|tres personas|dios hijo/i);
    expect(all).not.toMatch(/\b\d+:\d+\b/);
    // Baptism is in the name of Jesus, never in a formula of titles.
    expect(all).not.toMatch(/in the name of the Father|en el nombre del Padre/i);
  });
});
