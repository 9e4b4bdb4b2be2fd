import { describe, expect, it } from 'vitest';
import { AUDIENCE_TYPES, LANGUAGE_STYLES } from '#shared/constants.ts';
import type { SermonTemplates } from './sermon-templates.ts';
import { TEMPLATES_EN } from './templates-en.ts';
import { TEMPLATES_ES } from './templates-es.ts';

const ALLOWED_PLACEHOLDERS = new Set(['theme', 'reference', 'verseText', 'point']);
const TRINITARIAN = /trinity|three persons|god the son|god the father, god the son|trinidad|tres personas|dios hijo/i;

/** Every list in a template set, with a readable name. */
function lists(t: SermonTemplates): [string, string[]][] {
  const out: [string, string[]][] = [
    ['titles.fromTheme', t.titles.fromTheme],
    ['titles.fromVerse', t.titles.fromVerse],
  ];
  for (const audience of AUDIENCE_TYPES) {
    out.push([`introduction.${audience}`, t.introduction[audience]]);
    out.push([`application.${audience}`, t.application[audience]]);
    out.push([`illustrations.${audience}`, t.illustrations[audience]]);
    out.push([`conclusion.${audience}`, t.conclusion[audience]]);
  }
  for (const style of LANGUAGE_STYLES) {
    out.push([`approach.${style}`, t.approach[style]]);
    out.push([`pointExplanation.${style}`, t.pointExplanation[style]]);
    out.push([`altarCall.${style}`, t.altarCall[style]]);
    t.pointHeadings[style].forEach((headings, i) => out.push([`pointHeadings.${style}[${i}]`, headings]));
  }
  return out;
}

function minimum(name: string): number {
  if (name.startsWith('titles.')) return 6;
  if (name.startsWith('pointExplanation.') || name.startsWith('application.')) return 4;
  return 3;
}

const LANGUAGES: { lang: string; t: SermonTemplates; altar: RegExp[]; refName: string }[] = [
  { lang: 'en', t: TEMPLATES_EN, altar: [/repent/i, /baptiz|baptis/i, /jesus/i, /holy ghost|holy spirit/i], refName: 'Acts 2:38' },
  { lang: 'es', t: TEMPLATES_ES, altar: [/arrepent/i, /bautiz|bautismo/i, /jesús|jesucristo/i, /espíritu santo/i], refName: 'Hechos 2:38' },
];

describe.each(LANGUAGES)('sermon templates ($lang)', ({ t, altar, refName }) => {
  const all = lists(t);

  it('has pointHeadings for exactly three points per style', () => {
    for (const style of LANGUAGE_STYLES) expect(t.pointHeadings[style]).toHaveLength(3);
  });

  it.each(all)('%s has enough distinct, non-empty variants', (name, list) => {
    expect(list.length).toBeGreaterThanOrEqual(minimum(name));
    for (const s of list) expect(s.trim()).not.toBe('');
    expect(new Set(list).size).toBe(list.length);
  });

  it('uses only the allowed placeholders', () => {
    for (const [name, list] of all) {
      for (const s of list) {
        for (const m of s.matchAll(/\{(\w+)\}/g)) expect(ALLOWED_PLACEHOLDERS.has(m[1]!), `${name}: {${m[1]}}`).toBe(true);
      }
    }
  });

  it('every altar call names repentance, baptism in Jesus’ name and the Holy Ghost', () => {
    for (const style of LANGUAGE_STYLES) {
      for (const call of t.altarCall[style]) {
        for (const re of altar) expect(call, `${style}: ${re}`).toMatch(re);
      }
    }
  });

  it('never uses trinitarian wording', () => {
    for (const [name, list] of all) for (const s of list) expect(s, name).not.toMatch(TRINITARIAN);
  });

  it('cites no Bible reference except Acts 2:38 / Hechos 2:38', () => {
    for (const [name, list] of all) {
      for (const s of list) expect(s.split(refName).join(''), name).not.toMatch(/\b\d+:\d+\b/);
    }
  });

  it('explains Greek or Hebrew words in at least two theological explanations', () => {
    const withWordStudy = t.pointExplanation.theological.filter((s) => /griego|hebreo|greek|hebrew/i.test(s));
    expect(withWordStudy.length).toBeGreaterThanOrEqual(2);
  });
});
