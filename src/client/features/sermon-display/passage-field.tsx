import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '#client/components/ui/form-styles.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import type { Language } from '#shared/languages.ts';
import { passageLabel } from '#shared/passage-label.ts';
import type { SermonPassage } from '#shared/sermon-document.ts';
import { getPassage } from './api/get-passage.ts';

type Failure = 'not-found' | 'required' | 'network' | null;

/**
 * A passage edited by its reference: when the pastor leaves the field (or presses Enter) the
 * reference is looked up, and its verified Bible text replaces the old passage. A reference that
 * does not exist gets an inline error and the old passage stays. An optional passage (a point's)
 * is removed by emptying the field.
 */
export function PassageField({ label, passage, language, optional, onChange, testId }: { label: string; passage: SermonPassage | null; language: Language; optional: boolean; onChange: (passage: SermonPassage | null) => void; testId: string }) {
  const { t } = useTranslation('display');
  const id = useId();
  const [typed, setTyped] = useState(passage?.reference ?? '');
  const [failure, setFailure] = useState<Failure>(null);
  const [checking, setChecking] = useState(false);

  async function check() {
    const reference = typed.trim();
    if (reference === (passage?.reference ?? '')) {
      setFailure(null);
      return;
    }
    if (!reference) {
      if (optional) {
        setFailure(null);
        onChange(null);
      } else setFailure('required');
      return;
    }
    setChecking(true);
    try {
      const found = await getPassage(reference, language);
      setFailure(null);
      setTyped(found.reference);
      onChange(found);
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) setFailure('not-found');
      else if (error instanceof NetworkError) setFailure('network');
      else setFailure('not-found');
    } finally {
      setChecking(false);
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
        onChange={(event) => setTyped(event.target.value)}
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
          <span className="font-semibold not-italic">{passageLabel(passage, language)}</span> — “{passage.text}”
        </blockquote>
      )}
    </div>
  );
}
