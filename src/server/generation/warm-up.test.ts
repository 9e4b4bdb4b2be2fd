import { describe, expect, it } from 'vitest';
import type { GenerateRequest } from '#shared/generation-schema.ts';
import { preachingLibrary } from '../library/preaching-library.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import type { SermonEngine } from './sermon-engine.ts';
import { warmUpSermons } from './warm-up.ts';

describe('loading the sermon data before the server listens', () => {
  it('writes a library and a composed sermon in each language, from the library data', async () => {
    const offline = createOfflineEngine();
    const asked: GenerateRequest[] = [];
    const provenances: string[] = [];
    const recording: SermonEngine = {
      ...offline,
      async generate(input, options) {
        asked.push(input);
        const sermon = await offline.generate(input, options);
        provenances.push(sermon.provenance?.outline.kind ?? '');
        return sermon;
      },
    };
    expect(await warmUpSermons(recording, preachingLibrary())).toBeGreaterThanOrEqual(0);
    expect(asked.map((input) => input.language)).toEqual(['en', 'en', 'es', 'es']);
    expect(provenances).toEqual(['library', 'composed', 'library', 'composed']);
    expect(asked.every((input) => input.scripture !== '' && input.languageStyle === 'theological')).toBe(true);
  });
});
