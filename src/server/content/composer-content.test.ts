import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '#server/project-paths.ts';
import { composerFileSchema } from './composer-schema.ts';

const raw: unknown = JSON.parse(fs.readFileSync(projectPath('data/content/composer.json'), 'utf8'));
const file = composerFileSchema.parse(raw);
const TRINITARIAN = /trinity|three persons|god the son|trinidad|tres personas|dios hijo/i;

/** Every string of a language's content with its path ("apply.command.formal[1]"). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!.toLowerCase()).sort();

describe('composer content (data/content/composer.json)', () => {
  const en = strings(file.en);
  const es = strings(file.es);

  it('has the same sections, the same number of variants and the same placeholders in English and Spanish', () => {
    expect(es.map(([path]) => path)).toEqual(en.map(([path]) => path));
    for (const [index, [path, english]] of en.entries()) expect(placeholders(es[index]![1]), path).toEqual(placeholders(english));
  });

  it('keeps the Apostolic altar call in every style and register: repentance, baptism in the name of Jesus Christ, the Holy Ghost', () => {
    for (const [path, text] of en.filter(([path]) => path.startsWith('altarCall'))) {
      for (const pattern of [/repent/i, /baptis|baptiz/i, /name of Jesus Christ/, /Holy Ghost/, /Acts 2:38/]) expect(text, path).toMatch(pattern);
    }
    for (const [path, text] of es.filter(([path]) => path.startsWith('altarCall'))) {
      for (const pattern of [/arrepent/i, /bautism|bautiz/i, /nombre de Jesucristo/, /Espíritu Santo/, /Hechos 2:38/]) expect(text, path).toMatch(pattern);
    }
  });

  it('speaks to youth and children with tú and to women in the feminine, in Spanish', () => {
    for (const [path, text] of es.filter(([path]) => path.endsWith('familiar') || /\.familiar\[/.test(path))) expect(text, path).not.toMatch(/\b(usted|venga|reciba|arrepiéntase|dígale|pídale)\b/i);
    for (const [path, text] of es.filter(([path]) => /\.feminine\[/.test(path))) expect(text, path).not.toMatch(/\blo (está|llenará)\b|\bbautizado\b|\ble llenará\b/);
  });

  it('speaks tú to the young and usted to adults in the composed outline’s Spanish, with no masculine word addressed to the hearer', () => {
    for (const [path, text] of es.filter(([path]) => /\.young\./.test(path))) expect(text, path).not.toMatch(/(?<!\p{L})(usted|venga|lea|lleve|pregúntese|comparta|guarde|fíjese|pídale|hable)(?!\p{L})/iu);
    for (const [path, text] of es.filter(([path]) => /\.adults\./.test(path))) expect(text, path).not.toMatch(/(?<!\p{L})(tú|ti|contigo|tu|tus|ven|lee|dile|escribe|haz|habla|escoge|pregúntale)(?!\p{L})/iu);
    for (const [path, text] of es.filter(([path]) => path.startsWith('composed'))) expect(text, path).not.toMatch(/(?<!\p{L})(atentos|seguros|llamados|bautizado|invitado)(?!\p{L})/iu);
  });

  it('teaches one God revealed in Jesus Christ, never a trinity of persons', () => {
    for (const [path, text] of [...en, ...es]) expect(text, path).not.toMatch(TRINITARIAN);
  });
});
