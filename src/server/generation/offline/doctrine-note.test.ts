// A verse often read as teaching more than one God is preached with its Oneness note
// (data/content/doctrine-notes.json), once, in the sermon's language.
import { emptyPreachingLibrary } from '../../library/preaching-library.ts';
import { describe, expect, it } from 'vitest';
import type { AudienceType } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { doctrineNoteList } from '../../content/content-files.ts';
import { createOfflineEngine } from './offline-engine.ts';

// The composer itself, without the preaching library in front of it (library-sermon.test.ts reads the library's sermons).
const engine = createOfflineEngine({ library: emptyPreachingLibrary });
const compose = (request: { title?: string; scripture?: string }, language: Language, audienceType: AudienceType = 'general') =>
  engine.generate({ title: request.title ?? '', scripture: request.scripture ?? '', language, audienceType, languageStyle: 'standard' });
const text = (sermon: SermonDocument) => sermon.points.map((point) => point.explanation).join('\n');
const note = (verse: string, language: Language) => doctrineNoteList().find((entry) => entry.verse === verse)![language];
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('doctrine notes in offline sermons', () => {
  it.each([
    ['Matthew 28:19', 'Matthew 28:19', 'en'],
    ['Mateo 28:19', 'Matthew 28:19', 'es'],
    ['1 John 5:7', '1 John 5:7', 'en'],
    ['Génesis 1:26', 'Genesis 1:26', 'es'],
    ['John 1:1', 'John 1:1', 'en'],
  ] as const)('a sermon on %s explains it in the Oneness frame, once', async (scripture, verse, language) => {
    const sermon = await compose({ scripture }, language);
    expect(count(text(sermon), note(verse, language))).toBe(1);
  });

  it.each(['en', 'es'] as const)('the points on Matthew 28:19 never study "Father" or "Son": a word printed with a capital is a name, never a key word (%s)', async (language) => {
    const sermon = await engine.generate({ title: '', scripture: language === 'en' ? 'Matthew 28:19' : 'Mateo 28:19', language, audienceType: 'general', languageStyle: 'theological' });
    const explanations = sermon.points.map((point) => point.explanation).join('\n');
    expect(explanations).toContain(note('Matthew 28:19', language));
    expect(explanations).not.toMatch(/πατήρ|υἱός|πνεῦμα/);
  });

  it('a theme sermon that opens with Matthew 28:18-20 gives its note right after reading it', async () => {
    for (const language of ['en', 'es'] as const) {
      const sermon = await compose({ title: 'The Great Commission' }, language);
      expect(sermon.mainPassage.reference, language).toMatch(/28:18-20/);
      const [, afterReading] = sermon.introduction.split(sermon.mainPassage.text);
      expect(count(afterReading!, note('Matthew 28:19', language)), language).toBe(1);
      expect(count(text(sermon), note('Matthew 28:19', language)), language).toBe(0);
    }
  });

  it('a sermon on another verse has no note, and children keep to what the verse says', async () => {
    const other = await compose({ scripture: 'John 3:16' }, 'en');
    expect(doctrineNoteList().some((entry) => text(other).includes(entry.en) || other.introduction.includes(entry.en))).toBe(false);
    const children = await compose({ scripture: 'Matthew 28:19' }, 'en', 'children');
    expect(text(children)).not.toContain(note('Matthew 28:19', 'en'));
  });
});
