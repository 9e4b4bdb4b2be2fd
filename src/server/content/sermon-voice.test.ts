import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES } from '#shared/constants.ts';
import { projectPath } from '#server/project-paths.ts';
import { sermonVoiceFileSchema } from './sermon-voice-schema.ts';

const file = sermonVoiceFileSchema.parse(JSON.parse(fs.readFileSync(projectPath('data/content/sermon-voice.json'), 'utf8')));
const ALLOWED_PLACEHOLDERS = new Set(['theme', 'reference', 'point']);
const TRINITARIAN = /trinity|three persons|god the son|trinidad|tres personas|dios hijo/i;
const SECTIONS = ['introduction', 'application', 'conclusion'] as const;

describe('sermon voice (data/content/sermon-voice.json)', () => {
  it('has, per audience, the same number of variants in English and Spanish and the same placeholders', () => {
    for (const section of SECTIONS) {
      for (const audience of AUDIENCE_TYPES) {
        const en = file.en[section][audience];
        const es = file.es[section][audience];
        expect(es.length, `${section}.${audience}`).toBe(en.length);
        en.forEach((text, index) => {
          const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
          expect(names(es[index]!), `${section}.${audience}[${index}]`).toEqual(names(text));
          for (const name of names(text)) expect(ALLOWED_PLACEHOLDERS.has(name), name).toBe(true);
        });
        expect(new Set(en).size).toBe(en.length);
      }
    }
  });

  it('speaks to youth and children with tú in Spanish, and never uses trinitarian wording', () => {
    for (const audience of ['youth', 'children'] as const) {
      for (const section of SECTIONS) for (const text of file.es[section][audience]) expect(text).not.toMatch(/\busted\b/i);
    }
    const all = JSON.stringify(file);
    expect(all).not.toMatch(TRINITARIAN);
  });

  it('cites no Bible reference: Scripture in a sermon comes from the Bible data', () => {
    for (const language of ['en', 'es'] as const) {
      for (const section of SECTIONS) for (const audience of AUDIENCE_TYPES) for (const text of file[language][section][audience]) expect(text).not.toMatch(/\b\d+:\d+\b/);
    }
  });
});
