import { quoteMarks } from '#shared/quote-marks.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PassageText } from '#client/components/scripture/passage-text.tsx';
import { inputClass } from '#client/components/ui/form-styles.ts';
import { NetworkError } from '#client/lib/api-client.ts';
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
  const queryClient = useQueryClient();
  // A passage's Bible text never changes: a reference looked up once is answered from the cache.
  // Only the newest question is answered (Enter, then leaving the field), and a lookup reset (the
  // field changed) or left behind (the point removed) answers nothing.
  const lookup = useMutation({
    mutationFn: (reference: string) =>
      queryClient.fetchQuery({ queryKey: ['passage', language, reference], queryFn: ({ signal }) => getPassage(reference, language, signal), staleTime: Infinity }),
  });

  function check() {
    const reference = typed.trim();
    if (reference === (passage?.reference ?? '')) {
      lookup.reset();
      setFailure(null);
      return;
    }
    if (!reference) {
      lookup.reset();
      if (optional) {
        setFailure(null);
        onChange(null);
      } else setFailure('required');
      return;
    }
    lookup.mutate(reference, {
      onSuccess: (found) => {
        setFailure(null);
        setTyped(found.reference);
        onChange(found);
      },
      onError: (error) => setFailure(error instanceof NetworkError ? 'network' : 'not-found'),
    });
  }
  const checking = lookup.isPending;

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
          if (lookup.isPending) lookup.reset();
        }}
        onBlur={check}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            check();
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
