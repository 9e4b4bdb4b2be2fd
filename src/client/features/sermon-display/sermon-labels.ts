import type { TFunction } from 'i18next';

/** Section headings, in the sermon's own language (not the page's). */
export interface SermonLabels {
  introduction: string;
  mainPoints: string;
  /** point(1) → 'Point 1' / 'Punto 1'. */
  point: (n: number) => string;
  illustrations: string;
  conclusion: string;
}

/** Pass `i18n.getFixedT(sermon.language, 'display')`: the labels follow the sermon's language. */
export function sermonLabels(t: TFunction<'display'>): SermonLabels {
  return {
    introduction: t('sections.introduction'),
    mainPoints: t('sections.mainPoints'),
    point: (n) => t('sections.point', { number: n }),
    illustrations: t('sections.illustrations'),
    conclusion: t('sections.conclusion'),
  };
}
