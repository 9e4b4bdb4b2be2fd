import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { PassageText } from '#client/components/scripture/passage-text.tsx';
import type { TwinLoad } from '#client/lib/use-twin-sermon.ts';
import { renderSermonBlocks, type SermonBlock } from '#shared/render-sermon-blocks.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { pairParts, type PartPair, type SermonPart } from '#shared/twin-pairs.ts';
import { Body } from './sermon-view.tsx';

/** The sections that have a row of their own (the notes are never shown side by side). */
const SECTIONS: readonly SermonPart[] = ['introduction', 'illustrations', 'conclusion'];

const cell = 'min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:border-slate-300 print:shadow-none';

/** One section of both sermons: the original, then the twin (beside it on a wide screen and on paper). */
function Row({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div data-testid={testId} className="grid gap-3 md:grid-cols-2 md:gap-5 print:grid-cols-2 print:gap-4">
      {children}
    </div>
  );
}

/** Which language a column is in, said small at its top so a phone's stacked sections stay clear. */
function Tag({ language }: { language: SermonDocument['language'] }) {
  const { t } = useTranslation('display');
  return <p className="mb-2 text-xs font-bold tracking-wide text-slate-600 uppercase">{t(`twin.language_${language}`)}</p>;
}

type Block<Type extends SermonBlock['type']> = Extract<SermonBlock, { type: Type }>;
const isType =
  <Type extends SermonBlock['type']>(type: Type) =>
  (block: SermonBlock): block is Block<Type> =>
    block.type === type;

/**
 * The sermon and its twin in two aligned columns, part by part as pairParts lines them up — title,
 * main passage, introduction, each point, illustrations, conclusion — and one above the other on a
 * phone, each part the original then the twin (issue 27). Each column is marked with its own language.
 */
function SideBySide({ original, twin }: { original: SermonDocument; twin: SermonDocument }) {
  const { t } = useTranslation('display');
  const pairs = pairParts(renderSermonBlocks(original), renderSermonBlocks(twin));
  const sides = (pair: PartPair | undefined): Array<[SermonDocument, SermonBlock[]]> => [
    [original, pair?.original ?? []],
    [twin, pair?.twin ?? []],
  ];
  const of = (part: SermonPart) => sides(pairs.find((pair) => pair.part === part));
  return (
    <div role="region" aria-label={t('twin.region', { language: t(`twin.language_${twin.language}`) })} data-testid="side-by-side" className="space-y-4">
      <Row testId="twin-row-title">
        {of('title').map(([document, blocks], index) => {
          const title = blocks.find(isType('title'))?.text ?? '';
          return (
            <div key={document.language} lang={document.language} className={`${cell} border-none bg-transparent p-0 shadow-none sm:p-0`}>
              <Tag language={document.language} />
              {index === 0 ? (
                // The page's one h1: focus lands on it when editing ends, as in the single view.
                <h1 data-testid="sermon-title" tabIndex={-1} className="font-serif text-2xl font-bold break-words text-brand-900 focus:outline-none sm:text-3xl">
                  {title}
                </h1>
              ) : (
                <p data-testid="twin-title" className="font-serif text-2xl font-bold break-words text-brand-900 sm:text-3xl">
                  {title}
                </p>
              )}
            </div>
          );
        })}
      </Row>
      <Row testId="twin-row-main-passage">
        {of('main-passage').map(([document, blocks]) => {
          const mainPassage = blocks.find(isType('main-passage'));
          return (
            <figure key={document.language} lang={document.language} className="min-w-0 rounded-xl border-l-4 border-gold-500 bg-amber-50 p-4">
              <figcaption className="text-sm font-semibold text-slate-700">
                <span className="sr-only">{mainPassage?.label}: </span>
                <span data-testid="twin-main-scripture" className="text-base text-brand-900">
                  {mainPassage?.reference}
                </span>
              </figcaption>
              {mainPassage?.text && (
                <blockquote className="mt-2 font-serif leading-relaxed text-slate-900 italic">
                  <PassageText text={mainPassage.text} verses={mainPassage.verses} />
                </blockquote>
              )}
            </figure>
          );
        })}
      </Row>
      {pairs.map((pair) => {
        if (pair.part.startsWith('point-')) {
          return (
            <Row key={pair.part} testId="twin-row-point">
              {sides(pair).map(([document, blocks]) => {
                const open = blocks.find(isType('point-heading'));
                return (
                  <div key={document.language} lang={document.language} className={cell}>
                    {open ? (
                      <>
                        <h3 className="text-sm font-bold tracking-wide text-brand-700 uppercase">{open.label}</h3>
                        <div className="mt-2 space-y-3 leading-relaxed text-slate-800">
                          {open.text && <p className="font-serif text-lg font-semibold text-brand-900">{open.text}</p>}
                          <Body blocks={blocks} />
                        </div>
                      </>
                    ) : (
                      <p className="text-slate-600">{t('twin.noPoint')}</p>
                    )}
                  </div>
                );
              })}
            </Row>
          );
        }
        // The title and main passage have their rows above; "Main Points" heads nothing of its own here.
        if (!SECTIONS.includes(pair.part)) return null;
        return (
          <Row key={pair.part} testId={`twin-row-${pair.part}`}>
            {sides(pair).map(([document, blocks]) => {
              const heading = blocks.find(isType('section-heading'));
              return (
                <section key={document.language} lang={document.language} className={cell}>
                  {heading && (
                    <>
                      <h2 className="font-serif text-xl font-bold text-brand-900">{heading.text}</h2>
                      <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
                        <Body blocks={blocks} />
                      </div>
                    </>
                  )}
                </section>
              );
            })}
          </Row>
        );
      })}
    </div>
  );
}

/** The twin as useTwinSermon loads it, then both sermons side by side; a clear error with a retry when it cannot be read. */
export function SideBySideLoader({ original, load, onRetry }: { original: SermonDocument; load: TwinLoad; onRetry: () => void }) {
  const { t } = useTranslation('display');
  const language = t(`twin.language_${original.language === 'en' ? 'es' : 'en'}`);
  if (load.status === 'none' || load.status === 'loading') {
    return <Spinner label={t('twin.loading', { language })} />;
  }
  if (load.status === 'error') {
    return (
      <div className="space-y-3">
        <p role="alert" data-testid="twin-load-error" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {load.network ? t('twin.network') : t('twin.loadError', { language })}
        </p>
        <button type="button" onClick={onRetry} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('twin.retry')}
        </button>
      </div>
    );
  }
  return <SideBySide original={original} twin={load.sermon.document} />;
}
