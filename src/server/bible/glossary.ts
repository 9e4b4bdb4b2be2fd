// The bilingual glossary of preaching words (data/content/glossary.json), written by the team
// with Strong's dictionaries as the lexical source. Loaded and checked on first use.
import fs from 'node:fs';
import { glossarySchema, type GlossaryEntry } from '#shared/glossary-schema.ts';
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
