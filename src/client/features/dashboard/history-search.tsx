import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_TYPES, SERMON_SEARCH_MAX } from '#shared/constants.ts';
import { LANGUAGES } from '#shared/languages.ts';
import type { HistoryFilters } from './api/list-sermons.ts';

/** How long typing rests before the history is searched (one request per pause, not per key). */
const TYPING_PAUSE_MS = 300;

/**
 * product §2: the Sermon History's search box and its language and audience filters. The words
 * are sent when typing pauses; the filters at once.
 */
export function HistorySearch({ filters, onChange }: { filters: HistoryFilters; onChange: (next: Partial<HistoryFilters>) => void }) {
  const { t } = useTranslation(['account', 'sermons']);
  const [words, setWords] = useState(filters.q);

  // The URL is the truth (back, forward, a bookmark): the box follows it when it changes from outside.
  const [shown, setShown] = useState(filters.q);
  if (shown !== filters.q) {
    setShown(filters.q);
    setWords(filters.q);
  }

  useEffect(() => {
    if (words === filters.q) return;
    // Only the words: a pause that ends just after a filter was picked must not put back the
    // filters this render knew (the filter was lost that way, now and then, in the e2e run).
    const timer = window.setTimeout(() => onChange({ q: words }), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [words, filters, onChange]);

  const select = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900';
  // The filters: each one of its values, or any.
  const choices = [
    { name: 'language', id: 'history-language', label: t('history.filterLanguage'), any: t('history.anyLanguage'), options: LANGUAGES.map((language) => ({ value: language, label: t(`sermons:generator.languages.${language}`) })) },
    { name: 'audienceType', id: 'history-audience', label: t('history.filterAudience'), any: t('history.anyAudience'), options: AUDIENCE_TYPES.map((audience) => ({ value: audience, label: t(`sermons:generator.audiences.${audience}`) })) },
  ] as const;
  return (
    <form
      role="search"
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: words });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="history-q" className="text-sm font-medium text-slate-800">
          {t('history.searchLabel')}
        </label>
        <input
          id="history-q"
          type="search"
          value={words}
          maxLength={SERMON_SEARCH_MAX}
          placeholder={t('history.searchPlaceholder')}
          onChange={(event) => setWords(event.target.value)}
          className="rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          data-testid="history-search"
        />
      </div>
      {choices.map((choice) => (
        <div key={choice.name} className="flex flex-col gap-1">
          <label htmlFor={choice.id} className="text-sm font-medium text-slate-800">
            {choice.label}
          </label>
          <select id={choice.id} value={filters[choice.name]} onChange={(event) => onChange({ q: words, [choice.name]: event.target.value })} className={select} data-testid={choice.id}>
            <option value="">{choice.any}</option>
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </form>
  );
}
