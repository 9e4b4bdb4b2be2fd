import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { PassageText } from '#client/components/scripture/passage-text.tsx';
import { NetworkError } from '#client/lib/api-client.ts';
import { logError } from '#client/lib/error-log.ts';
import { renderSermonBlocks, type SermonSection } from '#shared/render-sermon-blocks.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { getSermon } from './api/get-sermon.ts';
import { Body, layout } from './sermon-view.tsx';

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

type Laid = ReturnType<typeof layout>;

function sectionOf(laid: Laid, section: SermonSection) {
  return laid.groups.find((group) => group.heading.section === section) ?? null;
}

/**
 * The sermon and its twin in two aligned columns, section by section — title, main passage,
 * introduction, each point, illustrations, conclusion — and one above the other on a phone, each
 * section the original then the twin (issue 27). Each column is marked with its own language.
 */
export function SideBySide({ original, twin }: { original: SermonDocument; twin: SermonDocument }) {
  const { t } = useTranslation('display');
  const left = layout(renderSermonBlocks(original));
  const right = layout(renderSermonBlocks(twin));
  const sides: Array<[SermonDocument, Laid]> = [
    [original, left],
    [twin, right],
  ];
  const sections: SermonSection[] = ['introduction', 'points', 'illustrations', 'conclusion'];
  const pointCount = Math.max(sectionOf(left, 'points')?.points.length ?? 0, sectionOf(right, 'points')?.points.length ?? 0);
  return (
    <div role="region" aria-label={t('twin.region', { language: t(`twin.language_${twin.language}`) })} data-testid="side-by-side" className="space-y-4">
      <Row testId="twin-row-title">
        {sides.map(([document, laid], index) => (
          <div key={document.language} lang={document.language} className={`${cell} border-none bg-transparent p-0 shadow-none sm:p-0`}>
            <Tag language={document.language} />
            {index === 0 ? (
              // The page's one h1: focus lands on it when editing ends, as in the single view.
              <h1 data-testid="sermon-title" tabIndex={-1} className="font-serif text-2xl font-bold break-words text-brand-900 focus:outline-none sm:text-3xl">
                {laid.title}
              </h1>
            ) : (
              <p data-testid="twin-title" className="font-serif text-2xl font-bold break-words text-brand-900 sm:text-3xl">
                {laid.title}
              </p>
            )}
          </div>
        ))}
      </Row>
      <Row testId="twin-row-main-passage">
        {sides.map(([document, laid]) => (
          <figure key={document.language} lang={document.language} className="min-w-0 rounded-xl border-l-4 border-gold-500 bg-amber-50 p-4">
            <figcaption className="text-sm font-semibold text-slate-700">
              <span className="sr-only">{laid.mainPassage?.label}: </span>
              <span data-testid="twin-main-scripture" className="text-base text-brand-900">
                {laid.mainPassage?.reference}
              </span>
            </figcaption>
            {laid.mainPassage?.text && (
              <blockquote className="mt-2 font-serif leading-relaxed text-slate-900 italic">
                <PassageText text={laid.mainPassage.text} verses={laid.mainPassage.verses} />
              </blockquote>
            )}
          </figure>
        ))}
      </Row>
      {sections.map((section) =>
        section === 'points' ? (
          Array.from({ length: pointCount }, (_, index) => (
            <Row key={`point-${index}`} testId="twin-row-point">
              {sides.map(([document, laid]) => {
                const point = sectionOf(laid, 'points')?.points[index];
                return (
                  <div key={document.language} lang={document.language} className={cell}>
                    {point ? (
                      <>
                        <h3 className="text-sm font-bold tracking-wide text-brand-700 uppercase">{point.open.label}</h3>
                        <div className="mt-2 space-y-3 leading-relaxed text-slate-800">
                          {point.open.text && <p className="font-serif text-lg font-semibold text-brand-900">{point.open.text}</p>}
                          <Body blocks={point.body} />
                        </div>
                      </>
                    ) : (
                      <p className="text-slate-600">{t('twin.noPoint')}</p>
                    )}
                  </div>
                );
              })}
            </Row>
          ))
        ) : (
          <Row key={section} testId={`twin-row-${section}`}>
            {sides.map(([document, laid]) => {
              const group = sectionOf(laid, section);
              return (
                <section key={document.language} lang={document.language} className={cell}>
                  {group && (
                    <>
                      <h2 className="font-serif text-xl font-bold text-brand-900">{group.heading.text}</h2>
                      <div className="mt-3 space-y-3 leading-relaxed text-slate-800">
                        <Body blocks={group.body} />
                      </div>
                    </>
                  )}
                </section>
              );
            })}
          </Row>
        ),
      )}
    </div>
  );
}

type TwinLoad = { id: string; status: 'loaded'; document: SermonDocument } | { id: string; status: 'error'; network: boolean };

/** The twin, read from the server, then both sermons side by side; a clear error with a retry when it cannot be read. */
export function SideBySideLoader({ original, twinId }: { original: SermonDocument; twinId: string }) {
  const { t } = useTranslation('display');
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<TwinLoad | null>(null);
  const key = `${twinId}#${attempt}`;
  const language = t(`twin.language_${original.language === 'en' ? 'es' : 'en'}`);
  useEffect(() => {
    const controller = new AbortController();
    getSermon(twinId, controller.signal).then(
      (sermon) => setLoad({ id: key, status: 'loaded', document: sermon.document }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (!(error instanceof NetworkError)) logError(error, { source: 'twin-load' });
        setLoad({ id: key, status: 'error', network: error instanceof NetworkError });
      },
    );
    return () => controller.abort();
  }, [twinId, key]);

  if (!load || load.id !== key) {
    return <Spinner label={t('twin.loading', { language })} />;
  }
  if (load.status === 'error') {
    return (
      <div className="space-y-3">
        <p role="alert" data-testid="twin-load-error" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {load.network ? t('twin.network') : t('twin.loadError', { language })}
        </p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t('twin.retry')}
        </button>
      </div>
    );
  }
  return <SideBySide original={original} twin={load.document} />;
}
