import { emptyPreachingLibrary } from '../../library/preaching-library.ts';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES, LANGUAGE_STYLES, type AudienceType, type LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import { illustrationLibrary } from '../../content/content-files.ts';
import type { Illustration } from '../../content/illustrations-schema.ts';
import { chooseIllustration } from './choose-illustration.ts';
import { createOfflineEngine } from './offline-engine.ts';
import { seededChooser } from './seeded-random.ts';

// The composer itself, without the preaching library in front of it (library-sermon.test.ts reads the library's sermons).
const engine = createOfflineEngine({ library: emptyPreachingLibrary });

type StoryRequest = { title?: string; scripture?: string; language: Language; audienceType: AudienceType; languageStyle?: LanguageStyle };

/** The library story a sermon tells (its text around any {theme} or {reference} filled in), or null and the sermon's words instead. */
async function toldStory(request: StoryRequest): Promise<{ story: Illustration | null; said: string }> {
  const { language } = request;
  const sermon = await engine.generate({ title: '', scripture: '', languageStyle: 'standard', ...request });
  const story = illustrationLibrary().find((candidate) => candidate[language].split(/\{\w+\}/).every((chunk) => sermon.illustrations.includes(chunk)));
  return { story: story ?? null, said: sermon.illustrations };
}

async function storyOf(request: StoryRequest): Promise<Illustration> {
  const { story, said } = await toldStory(request);
  expect(story, said).not.toBeNull();
  return story!;
}

describe('the story an offline sermon tells', () => {
  // One test per language and audience: a theme sermon reads the cross-references on first use, slow on a loaded machine.
  for (const [language, title] of [['en', 'Grief'], ['es', 'Duelo']] as const) {
    for (const audienceType of ['general', 'sunday', 'youth', 'evangelistic', 'mens', 'womens'] as const) {
      it(`fits a sermon on grief with a grief or comfort story (${language}, ${audienceType})`, async () => {
        const story = await storyOf({ title, language, audienceType });
        expect(story.tags.some((tag) => tag === 'grief' || tag === 'comfort'), story.id).toBe(true);
      });
    }
  }

  it('tells a Christmas story at Christmas, in both languages, for adults, youth and children', async () => {
    for (const [language, title] of [['en', 'Christmas'], ['es', 'Navidad'], ['en', 'The birth of Jesus']] as const) {
      for (const audienceType of ['general', 'youth', 'children', 'womens'] as const) {
        const story = await storyOf({ title, language, audienceType });
        expect(story.tags, `${language} ${audienceType}: ${story.id}`).toContain('christmas');
      }
    }
  });

  it('never tells children an adult story, whatever the theme or passage', async () => {
    for (const [language, subject] of [['en', { title: 'Leadership' }], ['en', { title: 'Marriage' }], ['es', { title: 'El infierno' }], ['en', { scripture: 'Romans 12:1-2' }], ['es', { scripture: 'Salmo 137:9' }]] as const) {
      for (const languageStyle of LANGUAGE_STYLES) {
        const { story, said } = await toldStory({ ...subject, language, audienceType: 'children', languageStyle });
        // A passage no story fits is told none (decision 0031): the sermon says so instead.
        if (story) expect(story.audiences, story.id).toContain('children');
        else expect(said).toMatch(language === 'en' ? /stor(y|ies)/ : /historia|ilustraci/);
      }
    }
  });

  it('tells a composed sermon no unrelated story: where none fits, it says so and leaves the story to the preacher', async () => {
    for (const [language, scripture] of [['en', '2 Samuel 2:12-32'], ['es', '2 Samuel 2:12-32']] as const) {
      for (const audienceType of ['general', 'youth'] as const) {
        const { story, said } = await toldStory({ scripture, language, audienceType });
        expect(story, said).toBeNull();
        expect(said).toContain('2 Samuel 2:12-32');
        expect(said).toMatch(language === 'en' ? /stor(y|ies)/ : /historia|ilustraci/);
      }
    }
  });

  it('sets only a serious, comforting story beside a text the library marks as hard', () => {
    // The composer no longer guesses which texts are hard (decision 0028); a library entry with a care note asks for it.
    for (const audience of AUDIENCE_TYPES) {
      for (const keywords of [[], ['love'], ['shepherd', 'joy']]) {
        const story = chooseIllustration({ audience, theme: null, keywords, hard: true }, seededChooser(`${audience} ${keywords.join(' ')}`));
        expect(story.tags, `${audience}: ${story.id}`).toContain('comfort');
        expect(story.en).not.toMatch(/!/);
      }
    }
  });

  it('tells the same story for the same request', async () => {
    for (const request of [{ title: 'Hope', language: 'en', audienceType: 'sunday' }, { scripture: 'Juan 10:11', language: 'es', audienceType: 'mens' }] as const) {
      expect((await storyOf(request)).id).toBe((await storyOf(request)).id);
    }
  });

  it('prefers the theme, then the first points’ key words, then the audience’s own stories', () => {
    const pick = (wanted: Parameters<typeof chooseIllustration>[0]) => chooseIllustration(wanted, seededChooser(JSON.stringify(wanted)));
    // The theme wins over a key word another story carries.
    expect(pick({ audience: 'general', theme: 'communion', keywords: ['shepherd'], hard: false }).tags).toContain('communion');
    // With no theme, the first point's word weighs most.
    expect(pick({ audience: 'general', theme: null, keywords: ['shepherd', 'love'], hard: false }).tags).toContain('shepherd');
    // A women's meeting may hear a story told for every adult meeting, never one told only for men (its Spanish addresses men).
    for (const keywords of [['man'], ['build', 'men'], ['fathers-day']]) {
      const story = pick({ audience: 'womens', theme: null, keywords, hard: false });
      expect(story.audiences.some((audience) => ['womens', 'general', 'sunday', 'evangelistic'].includes(audience)), story.id).toBe(true);
    }
    // A Christmas story is told at Christmas only, even to a sermon on the Son's coming.
    expect(pick({ audience: 'general', theme: null, keywords: ['manger', 'son'], hard: false }).tags).not.toContain('christmas');
    // Nothing fits: still a story of this audience's own.
    expect(pick({ audience: 'youth', theme: null, keywords: ['nebuchadnezzar'], hard: false }).audiences).toContain('youth');
  });
});
