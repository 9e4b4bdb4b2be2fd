import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { logError } from '#client/lib/error-log.ts';
import { PageMeta } from './layout/page-meta.tsx';

/** product §2 router default error page: 'Unexpected Application Error!' and the status text or message. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error ?? '');

  useEffect(() => {
    logError(error, { source: 'route-error' });
  }, [error]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-16" role="alert">
      <PageMeta title={t('titles.error')} />
      <h1 className="font-serif text-3xl font-bold text-red-800">{t('errorPage.title')}</h1>
      <p className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 font-mono text-sm break-words text-red-900" data-testid="error-detail">
        {detail}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={() => window.location.reload()} className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          {t('errorPage.reload')}
        </button>
        <a href={`/${i18n.language === 'es' ? 'es' : 'en'}`} className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100">
          {t('errorPage.home')}
        </a>
      </div>
    </section>
  );
}
