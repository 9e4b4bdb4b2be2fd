import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { differingSections, markedVersions, type DifferingSection, type TextRun } from './conflict-differences.ts';
import { sermonCopyText } from './copy-text.ts';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function Version({ heading, document, runs, testId }: { heading: string; document: SermonDocument; runs: TextRun[] | null; testId: string }) {
  return (
    <section aria-label={heading} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white p-3">
      <h3 className="font-semibold text-brand-900">{heading}</h3>
      <div lang={document.language} data-testid={testId} tabIndex={0} className="mt-2 max-h-96 overflow-auto text-sm whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
        {runs
          ? runs.map((run, index) =>
              run.differs ? (
                <mark key={index} className="rounded-sm bg-amber-200 text-slate-900" data-testid="conflict-difference">
                  {run.text}
                </mark>
              ) : (
                run.text
              ),
            )
          : sermonCopyText(document, { includeNotes: true })}
      </div>
    </section>
  );
}

function useSectionNames(): (section: DifferingSection) => string {
  const { t } = useTranslation('display');
  return (found) => (found.section === 'point' ? t('conflict.sections.point', { number: found.number }) : t(`conflict.sections.${found.section}`));
}

/**
 * A stale save (409): both versions side by side, nothing overwritten until the pastor chooses.
 * "Merge by hand" keeps theirs in view (mergeOpen) while they edit their own.
 */
export function ConflictPanel({ mine, theirs, onKeepMine, onKeepTheirs, onMerge }: { mine: SermonDocument; theirs: SermonDocument; onKeepMine: () => void; onKeepTheirs: () => void; onMerge: () => void }) {
  const { t, i18n } = useTranslation('display');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const sectionName = useSectionNames();
  // What differs is said first in words (a screen reader hears it), then marked in each text.
  const sections = useMemo(() => differingSections(mine, theirs), [mine, theirs]);
  const marked = useMemo(() => markedVersions(mine, theirs), [mine, theirs]);
  const sectionList = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(sections.map(sectionName));
  return (
    <section role="region" aria-labelledby="conflict-heading" data-testid="conflict-panel" className="space-y-3 rounded-xl border-2 border-red-300 bg-red-50 p-4 print:hidden">
      <h2 id="conflict-heading" ref={heading} tabIndex={-1} className="font-serif text-xl font-bold text-red-900">
        {t('conflict.heading')}
      </h2>
      <p className="text-slate-800">{t('conflict.body')}</p>
      <p className="font-semibold text-slate-900" data-testid="conflict-sections">
        {sections.length > 0 ? t('conflict.differences', { sections: sectionList }) : t('conflict.noDifferences')}
      </p>
      {sections.length > 0 && (
        <p className="text-sm text-slate-700">
          {marked ? (
            <>
              <mark className="rounded-sm bg-amber-200 px-1 text-slate-900">{t('conflict.legend')}</mark>
            </>
          ) : (
            t('conflict.tooDifferent')
          )}
        </p>
      )}
      <div className="flex flex-col gap-3 md:flex-row">
        <Version heading={t('conflict.mine')} document={mine} runs={marked?.mine ?? null} testId="conflict-mine" />
        <Version heading={t('conflict.theirs')} document={theirs} runs={marked?.theirs ?? null} testId="conflict-theirs" />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" data-testid="conflict-keep-mine" className={`${button} bg-brand-700 text-white hover:bg-brand-800`} onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </button>
        <button type="button" data-testid="conflict-keep-theirs" className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`} onClick={onKeepTheirs}>
          {t('conflict.keepTheirs')}
        </button>
        <button type="button" data-testid="conflict-merge" className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`} onClick={onMerge}>
          {t('conflict.merge')}
        </button>
      </div>
    </section>
  );
}

/** The other version, kept in view while the pastor merges by hand. */
export function OtherVersion({ theirs, onClose }: { theirs: SermonDocument; onClose: () => void }) {
  const { t } = useTranslation('display');
  return (
    <section aria-labelledby="other-version-heading" data-testid="other-version" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 print:hidden">
      <h2 id="other-version-heading" className="font-serif text-lg font-bold text-brand-900">
        {t('conflict.theirs')}
      </h2>
      <p className="text-sm text-slate-700">{t('conflict.mergeHint')}</p>
      <div lang={theirs.language} tabIndex={0} className="max-h-80 overflow-auto text-sm whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
        {sermonCopyText(theirs, { includeNotes: true })}
      </div>
      <button type="button" className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`} onClick={onClose}>
        {t('conflict.closeOther')}
      </button>
    </section>
  );
}
