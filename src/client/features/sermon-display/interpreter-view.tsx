import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/components/layout/use-language.ts';
import type { Language } from '#shared/languages.ts';
import { PAUSE_MARK, type InterpreterScript, type ScriptLine, type ScriptRow, type ScriptVerse } from './interpreter-script.ts';

// Two columns from 768 px and on paper; on a phone each row is the preacher's line, then the interpreter's.
const rowGrid = 'grid gap-x-6 gap-y-1 md:grid-cols-2 print:grid-cols-2 print:gap-x-4';
// The interpreter's side is tinted, so stacked on a phone the two lines of a row stay told apart.
const sideStyle = ['', 'rounded-md bg-amber-50/70 px-2 -mx-2 md:mx-0 print:bg-transparent print:px-0'] as const;

/** The pause after a segment: seen as ‖, heard as "pause" in the page's language. */
function Pause() {
  const { t } = useTranslation('display');
  const page = useLanguage();
  return (
    <>
      {' '}
      <span role="img" aria-label={t('interpreter.pause')} lang={page} data-testid="pause-mark" className="font-sans font-bold text-slate-500 not-italic">
        {PAUSE_MARK}
      </span>
    </>
  );
}

/** One language's name, small, over a cell on a phone (on a wide screen and on paper the column headers say it). */
function PhoneTag({ language }: { language: Language }) {
  const { t } = useTranslation('display');
  return (
    <span aria-hidden="true" className="block text-[0.7rem] font-bold tracking-wide text-slate-600 uppercase md:hidden print:hidden">
      {t(`twin.language_${language}`)}
    </span>
  );
}

function Lines({ lines, strong }: { lines: readonly ScriptLine[]; strong: boolean }) {
  return (
    <>
      {lines.map((segments, index) => (
        // Sentences never reorder; the index is a stable key.
        <p key={index} data-testid="script-sentence" className={strong ? 'font-serif text-lg font-semibold text-brand-900' : ''}>
          {segments.map((segment, part) => (
            <span key={part} data-testid="script-segment" className="block">
              {segment}
              <Pause />
            </span>
          ))}
        </p>
      ))}
    </>
  );
}

function Verses({ verses }: { verses: readonly ScriptVerse[] }) {
  return (
    <>
      {verses.map((verse, index) => (
        <p key={index} data-testid="script-verse" className="border-l-4 border-gold-500 pl-3 font-serif text-slate-900 italic">
          {verse.segments.map((segment, part) => (
            <span key={part} className="block">
              {part === 0 && verse.number && (
                <sup data-testid="verse-number" className="mr-0.5 align-super text-[0.65em] leading-none font-semibold not-italic opacity-80">
                  {verse.number}
                </sup>
              )}
              {segment}
              <Pause />
            </span>
          ))}
        </p>
      ))}
    </>
  );
}

function Cell({ row, side, language }: { row: ScriptRow; side: 0 | 1; language: Language }) {
  const { t } = useTranslation('display');
  const page = useLanguage();
  let content: ReactNode;
  if (row.kind === 'reference') content = row.cells[side] ? <p className="font-semibold text-brand-800">{row.cells[side]}</p> : null;
  else if (row.kind === 'verses') content = row.cells[side].length > 0 ? <Verses verses={row.cells[side]} /> : null;
  else content = row.cells[side].length > 0 ? <Lines lines={row.cells[side]} strong={row.strong ?? false} /> : null;
  return (
    <div lang={language} data-testid="script-cell" className={`min-w-0 space-y-2 py-1 leading-relaxed text-slate-800 ${sideStyle[side]}`}>
      <PhoneTag language={language} />
      {content ?? (
        <p lang={page} className="text-slate-600">
          {t('interpreter.empty')}
        </p>
      )}
    </div>
  );
}

/**
 * The interpreter's script on the page (issue 27 item 3): the preacher's language on the left,
 * the interpreter's on the right, section by section and row by row; a pause mark after every
 * segment; each passage in both Bibles, verse by verse. Each cell carries its sermon's `lang`.
 */
export function ScriptView({ script }: { script: InterpreterScript }) {
  const { t } = useTranslation('display');
  const [preacher, interpreter] = script.languages;
  const name = (language: Language) => t(`twin.language_${language}`);
  return (
    <div role="region" aria-label={t('interpreter.region')} data-testid="interpreter-script" className="space-y-6">
      <div className={`${rowGrid} hidden border-b-2 border-brand-700 pb-1 text-sm font-bold tracking-wide text-brand-800 uppercase md:grid print:grid`}>
        <span>{t('interpreter.preacher', { language: name(preacher) })}</span>
        <span>{t('interpreter.interpreter', { language: name(interpreter) })}</span>
      </div>
      {script.titles[0].length + script.titles[1].length > 0 && (
        <div data-testid="script-row" data-kind="title" className={rowGrid}>
          {script.languages.map((language, side) => (
            <div key={side} lang={language} data-testid="script-cell" className={`min-w-0 font-serif text-xl font-bold text-brand-900 ${sideStyle[side]}`}>
              <PhoneTag language={language} />
              {script.titles[side]!.map((segments) => segments.join(' ')).join(' ')}
            </div>
          ))}
        </div>
      )}
      {script.sections.map((section) => (
        <section key={section.id} aria-labelledby={`script-${section.id}`} data-testid="script-section" data-section={section.id} className="break-inside-auto space-y-2">
          <div className={`${rowGrid} border-b border-slate-300 pb-1`}>
            <h2 id={`script-${section.id}`} lang={preacher} className="font-serif text-lg font-bold text-brand-900">
              {section.headings[0]}
            </h2>
            <p lang={interpreter} className="font-serif text-lg font-bold text-brand-900">
              {section.headings[1]}
            </p>
          </div>
          {section.rows.map((row, index) => (
            // Rows never reorder; the index is a stable key.
            <div key={index} data-testid="script-row" data-kind={row.kind} className={`${rowGrid} border-b border-slate-100 pb-1 print:break-inside-avoid`}>
              <Cell row={row} side={0} language={preacher} />
              <Cell row={row} side={1} language={interpreter} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
