// The bilingual glossary of preaching words (data/content/glossary.json), written by the team
// with Strong's dictionaries as the lexical source. Loaded and checked on first use.
import fs from 'node:fs';
import { glossarySchema, type GlossaryEntry } from '#shared/glossary-schema.ts';
import type { Language } from '#shared/languages.ts';
import { projectPath } from '../project-paths.ts';
import { normalizeStrong } from './strongs.ts';

let byStrong: Map<string, GlossaryEntry> | null = null;
let all: GlossaryEntry[] | null = null;

function load(): Map<string, GlossaryEntry> {
  if (!byStrong) {
    all = glossarySchema.parse(JSON.parse(fs.readFileSync(projectPath('data/content/glossary.json'), 'utf8'))).entries;
    byStrong = new Map(all.flatMap((entry) => entry.strongs.map((strong) => [strong, entry] as const)));
  }
  return byStrong;
}

/** The glossary entry for a Strong's number ("G26", "h7307"), or null when the glossary lacks it. */
export function glossaryEntry(strong: string): GlossaryEntry | null {
  const key = normalizeStrong(strong);
  return key ? (load().get(key) ?? null) : null;
}

/** Every entry, in the file's order. */
export function glossaryEntries(): readonly GlossaryEntry[] {
  load();
  return all!;
}

/**
 * What the entry means where a verse renders it as `word` ("wind", "took up", "vientos"): the
 * sense whose words include one of the word's own, else the entry's definition.
 */
export function definitionFor(entry: GlossaryEntry, language: Language, word: string): string {
  const tokens = word.toLocaleLowerCase(language).split(/[^\p{L}]+/u);
  const sense = entry.senses?.find((candidate) => candidate[language].words.some((senseWord) => tokens.includes(senseWord)));
  return sense ? sense[language].definition : entry[language].definition;
}
