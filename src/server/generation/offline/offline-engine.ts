import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { SermonDocument, SermonPoint } from '#shared/sermon-document.ts';
import { quotedVerse, withReferenceAsScripture, type SermonEngine } from '../sermon-engine.ts';
import { seededChooser } from './seeded-random.ts';
import { selectPassages, type ChosenPassage } from './select-passages.ts';
import type { SermonTemplates } from './sermon-templates.ts';
import { TEMPLATES_EN } from './templates-en.ts';
import { TEMPLATES_ES } from './templates-es.ts';

const TEMPLATES: Record<GenerateRequest['language'], SermonTemplates> = { en: TEMPLATES_EN, es: TEMPLATES_ES };
const FALLBACK_THEME = { en: 'the Word of God', es: 'la Palabra de Dios' } as const;

function fill(template: string, values: { theme: string; reference?: string; verseText?: string; point?: number }): string {
  return template.replace(/\{(theme|reference|verseText|point)\}/g, (_, key: string) => String(values[key as keyof typeof values] ?? ''));
}

const capitalize = (text: string) => (text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text);

/** "The power of prayer" inside a sentence reads "the power of prayer"; names keep their capitals. */
function inSentence(theme: string): string {
  return /^(the|a|an|la|el|los|las|un|una)\s/i.test(theme) ? theme[0]!.toLocaleLowerCase() + theme.slice(1) : theme;
}

/**
 * The offline engine: no network, no model. It composes the sermon from the Bible data (the
 * verse, its cross-references, the theme's curated passages, Nave's topics, a word search) and
 * original templates per audience and style. The same request always gives the same sermon.
 */
export function createOfflineEngine(): SermonEngine {
  return {
    name: 'offline',
    async generate(request, options = {}) {
      options.signal?.throwIfAborted();
      const input = withReferenceAsScripture(request);
      const chooser = seededChooser(JSON.stringify([input.title.toLowerCase(), input.scripture.toLowerCase(), input.audienceType, input.language, input.languageStyle]));
      const t = TEMPLATES[input.language];
      const selection = selectPassages(input, chooser);
      const theme = input.title ? input.title : (selection.theme?.[input.language].name ?? FALLBACK_THEME[input.language]);
      const { main } = selection;

      const titleTemplate = input.title ? chooser.pick(t.titles.fromTheme) : chooser.pick(t.titles.fromVerse);
      const titleTheme = titleTemplate.startsWith('{theme}') ? capitalize(theme) : inSentence(theme);
      const title = capitalize(fill(titleTemplate, { theme: titleTheme, reference: main.reference }));
      const introduction = [
        fill(chooser.pick(t.introduction[input.audienceType]), { theme, reference: main.reference, verseText: main.text }),
        `“${main.text}” (${main.label})`,
        fill(chooser.pick(t.approach[input.languageStyle]), { theme, reference: main.reference }),
      ].join('\n');
      const mainPassage = quotedVerse(main);
      options.onPartial?.({ title, mainPassage, introduction });

      // Each point gets its own explanation and application: no paragraph is said twice.
      const explanations = chooser.sample(t.pointExplanation[input.languageStyle], 3);
      const applications = chooser.sample(t.application[input.audienceType], 3);
      const points = selection.points.map((passage: ChosenPassage, index): SermonPoint => {
        const values = { theme, reference: passage.reference, verseText: passage.text, point: index + 1 };
        return {
          heading: fill(chooser.pick(t.pointHeadings[input.languageStyle][index as 0 | 1 | 2]), values),
          passage: quotedVerse(passage),
          explanation: fill(explanations[index]!, values),
          application: fill(applications[index]!, values),
        };
      });
      options.signal?.throwIfAborted();
      options.onPartial?.({ title, mainPassage, introduction, points });

      const illustrations = fill(chooser.pick(t.illustrations[input.audienceType]), { theme, reference: main.reference });
      const conclusion = [
        fill(chooser.pick(t.conclusion[input.audienceType]), { theme, reference: main.reference }),
        // Children hear the altar call in its simplest words, whatever style the preacher chose.
        fill(chooser.pick(t.altarCall[input.audienceType === 'children' ? 'simple' : input.languageStyle]), { theme, reference: main.reference }),
      ].join('\n');

      const sermon: SermonDocument = {
        schemaVersion: 1,
        title,
        mainPassage,
        introduction,
        points,
        illustrations,
        conclusion,
        notes: '',
        language: input.language,
        audienceType: input.audienceType,
        languageStyle: input.languageStyle,
        engine: 'offline',
      };
      return sermon;
    },
  };
}
