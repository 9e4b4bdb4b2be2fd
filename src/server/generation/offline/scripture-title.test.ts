import { emptyPreachingLibrary } from '../../library/preaching-library.ts';
import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { createOfflineEngine } from './offline-engine.ts';

// The composer itself, without the preaching library in front of it (library-sermon.test.ts reads the library's sermons).
const engine = createOfflineEngine({ library: emptyPreachingLibrary });
const titleOf = async (scripture: string, language: Language) => (await engine.generate({ title: '', scripture, language, audienceType: 'general', languageStyle: 'standard' })).title;

describe('a sermon on a passage the pastor chose', () => {
  it('is titled in the words of the passage, a whole phrase holding what the passage is about', async () => {
    expect(await titleOf('Mark 2:1-12', 'en')).toBe('Thy Sins Be Forgiven Thee');
    expect(await titleOf('Marcos 2:1-12', 'es')).toBe('Tus pecados te son perdonados');
    expect(await titleOf('John 1:29', 'en')).toBe('Behold the Lamb of God');
    expect(await titleOf('Juan 1:29', 'es')).toBe('He aquí el Cordero de Dios');
    expect(await titleOf('Psalm 107:23-31', 'en')).toBe('He Maketh the Storm a Calm');
    expect(await titleOf('Ephesians 2:8-9', 'en')).toBe('By Grace Are Ye Saved Through Faith');
  });

  it('never takes a piece that needs what came before it: half a question, a relative clause, a verb without its subject, a preposition', async () => {
    for (const [scripture, language] of [['Mark 2:1-12', 'en'], ['Marcos 2:1-12', 'es'], ['Juan 1:29', 'es'], ['Luke 15:11-32', 'en'], ['Lucas 15:11-32', 'es'], ['Génesis 22:1-14', 'es'], ['1 Corinthians 13', 'en']] as const) {
      const title = await titleOf(scripture, language);
      expect(title, scripture).not.toMatch(/^(Who Can Forgive Sins|¿Quién puede perdonar pecados|Quita el pecado|Came to|Viólo|Dijo|Á |É |Have Not)/);
      expect(title.includes('¿'), scripture).toBe(title.includes('?'));
    }
  });

  it('is not titled by the names of its statements when its points have no noun (Daniel 3:16-18)', async () => {
    expect(await titleOf('Daniel 3:16-18', 'en')).not.toMatch(/A Truth|A Condition/);
  });

  it('keeps the written title of a hard passage, read in its setting', async () => {
    expect(await titleOf('Psalm 137:7-9', 'en')).toMatch(/Psalm 137:7-9/);
  });
});
