import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../project-paths.ts';
import { englishWords } from './content-files.ts';
import { englishWordsFileSchema } from './english-words-schema.ts';

describe('the English words treated by their grammar (data/content/english-words.json)', () => {
  it('holds the pointing words, the words tagged along and the coarse words, each once', () => {
    const words = englishWords();
    for (const word of ['these', 'unto', 'through', 'not']) expect(words.pointing.has(word), word).toBe(true);
    for (const word of ['the', 'shall', 'he']) expect(words.taggedAlong.has(word), word).toBe(true);
    expect(words.coarse.has('pisseth')).toBe(true);
  });

  it('refuses a malformed file with a message naming the fault', () => {
    const file = JSON.parse(fs.readFileSync(projectPath('data/content/english-words.json'), 'utf8')) as Record<string, unknown>;
    const result = englishWordsFileSchema.safeParse({ ...file, pointing: ['These', 'these'] });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toMatch(/lower case|each word once/);
  });
});
