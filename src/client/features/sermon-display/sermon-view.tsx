import type { ReactNode } from 'react';
import type { Sermon } from '#shared/sermon.ts';
import { mainPassageText, mainScriptureLabel } from './main-passage.ts';
import { paragraphs } from './paragraphs.ts';
import type { SermonLabels } from './sermon-labels.ts';

function Paragraphs({ text, firstClassName = '' }: { text: string; firstClassName?: string }) {
  return (
    <>
      {paragraphs(text).map((paragraph, index) => (
        // Paragraphs never reorder; the index is a stable key here.
        <p key={index} className={index === 0 && firstClassName ? firstClassName : undefined}>
          {paragraph}
        </p>
      ))}
    </>
  );
}

function Section({ id, testId, title, children }: { id: string; testId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-serif text-xl font-bold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

/** The sermon itself; its headings are in the sermon's language, marked with `lang`. */
export function SermonView({ sermon, labels, scriptureLabel, actions }: { sermon: Sermon; labels: SermonLabels; scriptureLabel: string; actions: ReactNode }) {
  const passage = mainPassageText(sermon);
  const hasIllustrations = paragraphs(sermon.illustrations).length > 0;
  const hasConclusion = paragraphs(sermon.conclusion).length > 0;
  return (
    <article lang={sermon.language} className="space-y-6">
      <header className="space-y-4">
        <h1 data-testid="sermon-title" className="font-serif text-3xl font-bold break-words text-brand-900 sm:text-4xl">
          {sermon.title}
        </h1>
        {sermon.mainScripture && (
          <figure className="rounded-xl border-l-4 border-gold-500 bg-amber-50 p-4 sm:p-5">
            <figcaption className="text-sm font-semibold text-slate-700">
              <span className="sr-only">{scriptureLabel}: </span>
              <span data-testid="main-scripture" className="text-base text-brand-900">
                {mainScriptureLabel(sermon)}
              </span>
            </figcaption>
            {passage && (
              <blockquote data-testid="main-scripture-text" className="mt-2 font-serif text-lg leading-relaxed text-slate-900 italic">
                {passage}
              </blockquote>
            )}
          </figure>
        )}
        {actions}
      </header>
      <Section id="section-introduction" testId="section-introduction" title={labels.introduction}>
        <Paragraphs text={sermon.introduction} />
      </Section>
      <section aria-labelledby="section-points" className="space-y-4">
        <h2 id="section-points" className="font-serif text-xl font-bold text-brand-900 sm:text-2xl">
          {labels.mainPoints}
        </h2>
        {sermon.points.map((point, index) => (
          <div key={index} data-testid="point-card" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h3 className="text-sm font-bold tracking-wide text-brand-700 uppercase">{labels.point(index + 1)}</h3>
            <div className="mt-2 space-y-3 leading-relaxed text-slate-800">
              <Paragraphs text={point} firstClassName="font-serif text-lg font-semibold text-brand-900" />
            </div>
          </div>
        ))}
      </section>
      {hasIllustrations && (
        <Section id="section-illustrations" testId="section-illustrations" title={labels.illustrations}>
          <Paragraphs text={sermon.illustrations} />
        </Section>
      )}
      {hasConclusion && (
        <Section id="section-conclusion" testId="section-conclusion" title={labels.conclusion}>
          <Paragraphs text={sermon.conclusion} />
        </Section>
      )}
    </article>
  );
}
