import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_TYPES } from '#shared/constants.ts';
import { LANGUAGES } from '#shared/languages.ts';
import { SERMON_SEARCH_MAX } from '#shared/sermon.ts';
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
      <div className="flex flex-col gap-1">
        <label htmlFor="history-language" className="text-sm font-medium text-slate-800">
          {t('history.filterLanguage')}
        </label>
        <select id="history-language" value={filters.language} onChange={(event) => onChange({ q: words, language: event.target.value })} className={select} data-testid="history-language">
          <option value="">{t('history.anyLanguage')}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`sermons:generator.languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="history-audience" className="text-sm font-medium text-slate-800">
          {t('history.filterAudience')}
        </label>
        <select id="history-audience" value={filters.audienceType} onChange={(event) => onChange({ q: words, audienceType: event.target.value })} className={select} data-testid="history-audience">
          <option value="">{t('history.anyAudience')}</option>
          {AUDIENCE_TYPES.map((audience) => (
            <option key={audience} value={audience}>
              {t(`sermons:generator.audiences.${audience}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
