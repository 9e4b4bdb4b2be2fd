import type { Sermon } from '#shared/sermon.ts';
import { mainPassageText, mainScriptureLabel } from './main-passage.ts';
import { paragraphs } from './paragraphs.ts';
import type { SermonLabels } from './sermon-labels.ts';

type CopySermon = Pick<Sermon, 'title' | 'language' | 'mainScripture' | 'introduction' | 'points' | 'illustrations' | 'conclusion' | 'verses'>;

/**
 * SPEC §9 "Copy text headings": the whole sermon as plain text — title, main scripture, then
 * Introduction, Main Points (numbered "1. …"), Illustrations and Conclusion (only if non-empty).
 */
export function sermonCopyText(sermon: CopySermon, labels: SermonLabels): string {
  const blocks: string[] = [sermon.title.trim()];
  const passage = mainPassageText(sermon);
  const scripture = mainScriptureLabel(sermon);
  if (scripture || passage) blocks.push([scripture, passage].filter(Boolean).join('\n'));

  blocks.push([labels.introduction, ...paragraphs(sermon.introduction)].join('\n'));

  const points = sermon.points.map((point, index) => {
    const [first = '', ...rest] = paragraphs(point);
    return [`${index + 1}. ${first}`, ...rest].join('\n');
  });
  blocks.push([labels.mainPoints, ...points].join('\n\n'));

  const illustrations = paragraphs(sermon.illustrations);
  if (illustrations.length > 0) blocks.push([labels.illustrations, ...illustrations].join('\n'));

  const conclusion = paragraphs(sermon.conclusion);
  if (conclusion.length > 0) blocks.push([labels.conclusion, ...conclusion].join('\n'));

  return blocks.join('\n\n');
}
