import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { SubscriptionEndedBanner } from '#client/components/subscription/subscription-ended-banner.tsx';
import { useTwinSermon } from '#client/lib/use-twin-sermon.ts';
import type { Sermon } from '#shared/sermon.ts';
import { SermonActions } from './sermon-actions.tsx';
import { SermonView } from './sermon-view.tsx';
import { TwinControls } from './twin-controls.tsx';
import { SideBySideLoader } from './workspace-code.ts';

/**
 * The sermon for a member whose subscription ended (decision 0024): read-only, with Copy, PDF,
 * Word and Print, and the banner with the way back; no Edit and no Preach, which are premium. The
 * server's copy is shown: edits this device has not sent yet stay where they are, for when the
 * member subscribes again.
 */
export function SermonReader({ sermon }: { sermon: Sermon }) {
  const { t } = useTranslation('display');
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const [twinLoad, retryTwin] = useTwinSermon(sermon.twinId, sermon.document.language);
  // A twin already made is the member's to read beside it; making one is a generation (premium).
  const sideBySide = searchParams.get('side') === '1' && sermon.twinId !== null;
  const setSideBySide = (on: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (on) next.set('side', '1');
        else next.delete('side');
        return next;
      },
      { replace: true },
    );
  const actions = (
    // In the page's language, inside an article marked with the sermon's.
    <div lang={language} className="space-y-4">
      <SubscriptionEndedBanner />
      <SermonActions document={sermon.document} twin={twinLoad.status === 'loaded' ? twinLoad.sermon.document : undefined} />
      <TwinControls id={sermon.id} language={sermon.document.language} twinId={sermon.twinId} canMake={false} sideBySide={sideBySide} onSideBySide={setSideBySide} onMade={() => {}} />
    </div>
  );
  return (
    <>
      <PageMeta title={sermon.document.title || t('titles.page')} />
      {sideBySide && sermon.twinId ? (
        <div className="space-y-6">
          {actions}
          <Suspense fallback={<Spinner />}>
            <SideBySideLoader original={sermon.document} load={twinLoad} onRetry={retryTwin} />
          </Suspense>
        </div>
      ) : (
        <SermonView document={sermon.document} actions={actions} />
      )}
    </>
  );
}
