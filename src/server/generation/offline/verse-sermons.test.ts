// Sermons on a verse or a passage, read the way a pastor reads them: headings, register, the
// children's wording, one key word per point and the Spanish article with the Psalms.
import { emptyPreachingLibrary } from '../../library/preaching-library.ts';
import { describe, expect, it } from 'vitest';
import type { AudienceType, LanguageStyle } from '#shared/constants.ts';
import type { Language } from '#shared/languages.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { parseReferences } from '../../bible/parse-references.ts';
import { resolvePassage } from '../../bible/resolve-passage.ts';
import { MAX_HEADING } from './headings.ts';
import { createOfflineEngine } from './offline-engine.ts';

// The composer itself, without the preaching library in front of it (library-sermon.test.ts reads the library's sermons).
const engine = createOfflineEngine({ library: emptyPreachingLibrary });
const VERSES: Record<Language, string[]> = {
  en: ['John 3:16', 'Romans 8:28', 'Psalm 23', 'Isaiah 40:31', 'Acts 2:38', 'Luke 15:11-32', 'Philippians 4:6-7', 'John 1:14', 'Matthew 11:28-30', 'Joshua 1:9', 'Hebrews 11:1', 'Romans 12:1-2', 'James 1:2-4', 'Revelation 21:4', 'Micah 6:8', '1 John 1:9', 'Proverbs 3:5-6', 'Matthew 14:29', 'Romans 8:16', 'Jeremiah 29:11', 'Psalm 137:7-9'],
  es: ['Juan 3:16', 'Romanos 8:28', 'Salmo 23', 'Isaías 40:31', 'Hechos 2:38', 'Lucas 15:11-32', 'Filipenses 4:6-7', 'Juan 1:14', 'Mateo 11:28-30', 'Josué 1:9', 'Hebreos 11:1', 'Romanos 12:1-2', 'Santiago 1:2-4', 'Apocalipsis 21:4', 'Miqueas 6:8', '1 Juan 1:9', 'Proverbios 3:5-6', 'Mateo 14:29', 'Romanos 8:16', 'Jeremías 29:11', 'Salmo 137:7-9'],
};

const compose = (scripture: string, language: Language, audienceType: AudienceType = 'general', languageStyle: LanguageStyle = 'standard') =>
  engine.generate({ title: '', scripture, language, audienceType, languageStyle });

function bibleText(reference: string, language: Language): string {
  const [range] = parseReferences(reference, language);
  return resolvePassage(bibleFor(language), range!)!.verses.map((verse) => verse.text).join(' ');
}

/** The prose a sermon speaks to its hearers in, Scripture quotations taken out. */
const prose = (sermon: SermonDocument) =>
  [sermon.introduction, ...sermon.points.flatMap((point) => [point.explanation, point.application]), sermon.conclusion].join('\n').replace(/[“«][^”»]*[”»]/g, '');

describe('headings of a verse or passage sermon', () => {
  it('follow the issue’s model for John 3:16: love, the gift of the Son, faith, each with a whole phrase of its clause', async () => {
    const sermon = await compose('John 3:16', 'en');
    expect(sermon.points.map((point) => point.heading)).toEqual(['Love: “God So Loved the World”', 'Son: “He Gave His Only Begotten Son”', 'Faith: “Whosoever Believeth in Him Should Not Perish”']);
    const es = await compose('Juan 3:16', 'es');
    expect(es.points.map((point) => point.heading)).toEqual(['Amor: «De tal manera amó Dios al mundo»', 'Hijo: «Ha dado á su Hijo unigénito»', 'Fe: «Todo aquel que en él cree, no se pierda»']);
  });

  it('stand each movement of a passage on what the passage repeats, not on a word it says once in passing', async () => {
    // Mark 2:1-12 says "sins" and "forgive" in four verses: the forgiving of sins is its message,
    // not "spirit" (2:8) or "saw" (2:12); 2:9 repeats 2:5 and is not preached twice.
    const mark = await compose('Mark 2:1-12', 'en');
    expect(mark.points.map((point) => point.heading)).toEqual(['Word: “He Preached the Word Unto Them”', 'Sin: “Thy Sins Be Forgiven Thee”', 'Son: “The Son of Man Hath Power on Earth to Forgive Sins”'].map((heading) => expect.stringMatching(new RegExp(`^${heading.split(':')[0]}`))));
    expect(mark.points[1]!.explanation).toContain('“thy sins be forgiven thee” (Mark 2:5)');
    expect(mark.points[2]!.explanation).toContain('(Mark 2:10)');
    const marcos = await compose('Marcos 2:1-12', 'es', 'youth');
    expect(marcos.points.map((point) => point.heading.split(':')[0])).toEqual(['Palabra', 'Pecado', 'Hijo']);
    // John 3:1-8 is about being born again, not about the man "named Nicodemus".
    const john = await compose('John 3:1-8', 'en', 'evangelistic', 'theological');
    expect(john.points[0]!.heading).toMatch(/^Birth/);
    expect(john.points[0]!.explanation).toContain('Except a man be born again');
    expect(john.points.map((point) => point.explanation).join(' ')).not.toMatch(/“named”/);
  });

  it('quotes a verse often read as more than one God only with its Oneness note (Matthew 28:19 beside Acts 2:38)', async () => {
    for (const [reference, language, singular] of [['Acts 2:38', 'en', 'in the singular'], ['Hechos 2:38', 'es', 'en singular']] as const) {
      const text = prose(await compose(reference, language, 'evangelistic', 'theological'));
      expect(text).toMatch(/(Matthew|Mateo) 28:19/);
      expect(text).toContain(singular);
    }
  });

  it('names a command by its words, not by the first word of its clause ("Por nada estéis afanosos")', async () => {
    const sermon = await engine.generate({ title: 'La oración', scripture: '', language: 'es', audienceType: 'children', languageStyle: 'simple' });
    expect(prose(sermon)).not.toContain('«Por»');
  });

  it('explains a theme passage from the word its heading speaks of, not from "forth" (Job 23:10 under "Coming Forth as Gold")', async () => {
    const sermon = await engine.generate({ title: 'Hope in hard times', scripture: '', language: 'en', audienceType: 'womens', languageStyle: 'standard' });
    const job = sermon.points.find((point) => point.heading === 'Coming Forth as Gold')!;
    expect(job.explanation).toContain('“gold.”');
    expect(job.explanation).not.toContain('Job 1:11');
  });

  it('preaches a passage the glossary cannot explain from the clauses that say most, not from the names that open it (Daniel 3:16-18)', async () => {
    const sermon = await compose('Daniel 3:16-18', 'en');
    expect(sermon.points.map((point) => point.heading).join(' ')).not.toMatch(/Shadrach|A Truth|A Condition/);
    expect(sermon.points[1]!.explanation).toContain('able to deliver us from the burning fiery furnace');
  });

  it('does not name the prodigal son "Men of God" because the father is in it (Luke 15:11-32)', async () => {
    const sermon = await compose('Luke 15:11-32', 'en', 'sunday');
    expect(`${sermon.title}\n${sermon.introduction}\n${sermon.conclusion}`).not.toContain('Men of God');
  });

  for (const language of ['en', 'es'] as const) {
    it(`are parallel, short, never cut with “…”, and quote only whole words of their own passage (${language})`, async () => {
      for (const scripture of VERSES[language]) {
        const sermon = await compose(scripture, language);
        const headings = sermon.points.map((point) => point.heading);
        const withPhrase = headings.filter((heading) => /[“«]/.test(heading)).length;
        expect([0, headings.length], `${scripture}: ${headings.join(' | ')}`).toContain(withPhrase);
        for (const [index, heading] of headings.entries()) {
          expect(heading.length, heading).toBeLessThanOrEqual(MAX_HEADING);
          expect(heading, heading).not.toMatch(/…|\.\.\./);
          const phrase = /[“«]([^”»]+)[”»]/.exec(heading)?.[1];
          if (phrase) expect(bibleText(sermon.points[index]!.passage?.reference ?? sermon.mainPassage.reference, language).toLowerCase(), heading).toContain(phrase.toLowerCase());
        }
        // One noun per point: no key word heads two points.
        const nouns = headings.map((heading) => heading.split(/[:(]/)[0]!.trim().toLowerCase());
        expect(new Set(nouns).size, `${scripture}: ${nouns.join(', ')}`).toBe(nouns.length);
      }
    });
  }

  it('name a verb’s key word by a noun in titles and outlines ("Repentance", never "About Repent")', async () => {
    const sermon = await compose('Acts 2:38', 'en');
    expect(sermon.title).not.toMatch(/About Repent\b/);
    expect(sermon.points[0]!.heading).toMatch(/^Repentance/);
    expect(sermon.introduction).not.toMatch(/…/);
  });
});

describe('register and wording for the audience', () => {
  const USTED = /\b(usted|Fíjese|Note|Compare|Traiga|Lea|venga|reciba|arrepiéntase|dígale|pídale|Decida|Descanse|Escoja|Deje|Viva|Apártese|Dele)\b/;
  it('speaks tú to every Spanish youth and children sermon, whatever the verse or style', async () => {
    for (const audienceType of ['youth', 'children'] as const) {
      for (const [index, scripture] of VERSES.es.entries()) {
        const sermon = await compose(scripture, 'es', audienceType, (['simple', 'standard', 'theological'] as const)[index % 3]);
        expect(prose(sermon), `${audienceType} ${scripture}`).not.toMatch(USTED);
      }
    }
  });

  it('speaks to women as women in every Spanish women’s sermon', async () => {
    for (const scripture of VERSES.es) {
      const text = prose(await compose(scripture, 'es', 'womens'));
      expect(text, scripture).not.toMatch(/\blo (está|llenará)\b|\bbautizado\b|(^|[.!?¿¡]\s*)hermanos?[,!]|,\s*hermanos?[.,!?]/m);
    }
  });

  it('gives children short sentences without grammar words, in both languages', async () => {
    for (const language of ['en', 'es'] as const) {
      for (const scripture of VERSES[language].slice(0, 8)) {
        const sermon = await compose(scripture, language, 'children', 'theological');
        const text = sermon.points.map((point) => `${point.explanation}\n${point.application}`).join('\n').replace(/[“«][^”»]*[”»]/g, '');
        expect(text, scripture).not.toMatch(/\b(clause|condition|imperative|contrast|cláusula|condición|imperativo|contraste|Strong)\b/i);
        for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(22);
      }
    }
  });
});

describe('Spanish grammar around references', () => {
  it('gives the Psalms their article inside a sentence and leaves a reference in parentheses bare', async () => {
    for (const audienceType of ['general', 'youth', 'children', 'womens'] as const) {
      for (const languageStyle of ['simple', 'standard', 'theological'] as const) {
        const sermon = await compose('Salmo 23', 'es', audienceType, languageStyle);
        const text = [sermon.title, prose(sermon)].join('\n');
        expect(text).not.toMatch(/\b(de|a|en|enseña) Salmos? \d/);
        expect(text).not.toMatch(/(^|[^(\p{L}])(?<!\b(el|El|del|al) )Salmos? \d/mu);
      }
    }
  });
});
