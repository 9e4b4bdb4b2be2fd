import { useTranslation } from 'react-i18next';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { BeliefsSection } from './beliefs-section.tsx';
import { FoundationSection } from './foundation-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowToUseSection } from './how-to-use-section.tsx';

export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <>
      <PageMeta title={t('common:titles.home')} alternates />
      <HeroSection />
      <HowToUseSection />
      <FoundationSection />
      <BeliefsSection />
    </>
  );
}
