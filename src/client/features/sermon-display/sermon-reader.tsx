import { useTranslation } from 'react-i18next';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { SubscriptionEndedBanner } from '#client/components/subscription/subscription-ended-banner.tsx';
import type { Sermon } from '#shared/sermon.ts';
import { SermonActions } from './sermon-actions.tsx';
import { SermonView } from './sermon-view.tsx';

/**
 * The sermon for a member whose subscription ended (decision 0024): read-only, with Copy, PDF,
 * Word and Print, and the banner with the way back; no Edit and no Preach, which are premium. The
 * server's copy is shown: edits this device has not sent yet stay where they are, for when the
 * member subscribes again.
 */
export function SermonReader({ sermon }: { sermon: Sermon }) {
  const { t } = useTranslation('display');
  const language = useLanguage();
  return (
    <>
      <PageMeta title={sermon.document.title || t('titles.page')} />
      <SermonView
        document={sermon.document}
        actions={
          // In the page's language, inside an article marked with the sermon's.
          <div lang={language} className="space-y-4">
            <SubscriptionEndedBanner />
            <SermonActions document={sermon.document} />
          </div>
        }
      />
    </>
  );
}
