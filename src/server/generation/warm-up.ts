// The data a sermon reads — both Bibles, the Strong's tags and dictionary, the cross-references,
// the library's entries — is loaded on its first use. The server writes a few sermons for itself
// before it listens (main.ts), one from the library and one composed in each language, so that the
// first pastor's sermon after a start is as fast as the hundredth (issue 29: 317 ms against 10 ms).
// The passages are the library's own first entry and first unit without one: data, not a choice
// made here.
import { LANGUAGES } from '#shared/languages.ts';
import type { PreachingLibrary } from '../library/preaching-library.ts';
import { quoteLibraryRange } from './library/library-sermon.ts';
import type { SermonEngine } from './sermon-engine.ts';

/** Writes (and drops) one library and one composed sermon per language; the milliseconds it took. */
export async function warmUpSermons(engine: SermonEngine, library: PreachingLibrary): Promise<number> {
  const started = performance.now();
  const fromLibrary = library.entries[0]?.range;
  const composed = library.units.find((unit) => !library.entryFor(unit.range))?.range;
  for (const language of LANGUAGES) {
    for (const range of [fromLibrary, composed]) {
      const passage = range ? quoteLibraryRange(range, language) : null;
      if (passage) await engine.generate({ title: '', scripture: passage.reference, language, audienceType: 'general', languageStyle: 'theological' });
    }
  }
  return Math.round(performance.now() - started);
}
