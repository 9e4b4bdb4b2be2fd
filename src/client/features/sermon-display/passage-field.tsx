import { quoteMarks } from '#shared/quote-marks.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PassageText } from '#client/components/scripture/passage-text.tsx';
import { inputClass } from '#client/components/ui/form-styles.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import type { Language } from '#shared/languages.ts';
import { passageLabel } from '#shared/passage-label.ts';
import type { SermonPassage } from '#shared/sermon-document.ts';
import { numberedVerses } from '#shared/verse-starts.ts';
import { getPassage } from './api/get-passage.ts';

type Failure = 'not-found' | 'required' | 'network' | null;

/**
 * A passage edited by its reference: when the pastor leaves the field (or presses Enter) the
 * reference is looked up, and its verified Bible text replaces the old passage. A reference that
 * does not exist gets an inline error and the old passage stays. An optional passage (a point's)
 * is removed by emptying the field. The answer is for the reference that was asked about: once the
 * field changes again (or the point is removed) it is dropped, and `onChange` sets the passage alone.
 */
export function PassageField({ label, passage, language, optional, onChange, testId }: { label: string; passage: SermonPassage | null; language: Language; optional: boolean; onChange: (passage: SermonPassage | null) => void; testId: string }) {
  const { t } = useTranslation('display');
  const id = useId();
  const [typed, setTyped] = useState(passage?.reference ?? '');
  const [failure, setFailure] = useState<Failure>(null);
  const [checking, setChecking] = useState(false);
  const lookup = useRef<AbortController | null>(null);
  useEffect(() => () => lookup.current?.abort(), []);

  function cancelLookup() {
    lookup.current?.abort();
    lookup.current = null;
    setChecking(false);
  }

  async function check() {
    const reference = typed.trim();
    if (reference === (passage?.reference ?? '')) {
      cancelLookup();
      setFailure(null);
      return;
    }
    if (!reference) {
      cancelLookup();
      if (optional) {
        setFailure(null);
        onChange(null);
      } else setFailure('required');
      return;
    }
    // Asked again (Enter, then leaving the field): only the newest question is answered.
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setChecking(true);
    try {
      const found = await getPassage(reference, language, controller.signal);
      if (controller.signal.aborted) return;
      setFailure(null);
      setTyped(found.reference);
      onChange(found);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) setFailure('not-found');
      else if (error instanceof NetworkError) setFailure('network');
      else setFailure('not-found');
    } finally {
      if (lookup.current === controller) {
        lookup.current = null;
        setChecking(false);
      }
    }
  }

  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        data-testid={`${testId}-reference`}
        className={inputClass}
        value={typed}
        maxLength={200}
        aria-invalid={failure !== null}
        aria-describedby={failure ? errorId : undefined}
        aria-busy={checking}
        onChange={(event) => {
          setTyped(event.target.value);
          // The pending answer is for what the field held before: the next check asks again.
          if (lookup.current) cancelLookup();
        }}
        onBlur={() => void check()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void check();
          }
        }}
      />
      {failure && (
        <p id={errorId} role="alert" data-testid={`${testId}-error`} className="text-sm font-medium text-red-800">
          {failure === 'not-found' ? t('editor.passage.notFound', { reference: typed.trim() }) : failure === 'required' ? t('editor.passage.required') : t('editor.passage.offline')}
        </p>
      )}
      {passage?.text && (
        <blockquote lang={language} data-testid={`${testId}-text`} className="border-l-4 border-gold-500 pl-3 font-serif text-slate-900 italic">
          <span className="font-semibold not-italic">{passageLabel(passage, language)}</span> — {quoteMarks(language).open}
          <PassageText text={passage.text} verses={numberedVerses(passage)} />
          {quoteMarks(language).close}
        </blockquote>
      )}
    </div>
  );
}
