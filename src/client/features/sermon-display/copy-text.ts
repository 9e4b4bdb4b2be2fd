import { renderSermonBlocks, type RenderOptions } from '#shared/render-sermon-blocks.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { passageLine } from '#shared/sermon-flat.ts';

/**
 * product §9 "Copy text headings": the whole sermon as plain text, from its rendered blocks — title,
 * main scripture, then Introduction, Main Points (numbered "1. …"), Illustrations and Conclusion
 * (only if non-empty). Headings are in the sermon's language; notes only when asked for.
 */
export function sermonCopyText(document: SermonDocument, options: RenderOptions = {}): string {
  // Each group is a run of lines; groups are separated by a blank line.
  const groups: string[][] = [];
  const addToLast = (line: string) => {
    const last = groups.at(-1);
    if (last) last.push(line);
    else groups.push([line]);
  };
  for (const block of renderSermonBlocks(document, options)) {
    if (block.type === 'title') groups.push([block.text]);
    else if (block.type === 'main-passage') groups.push([block.reference, block.text].filter(Boolean));
    else if (block.type === 'section-heading') groups.push([block.text]);
    else if (block.type === 'point-heading') groups.push([`${block.point}. ${block.text}`.trimEnd()]);
    else if (block.type === 'passage') addToLast(passageLine(block, document.language));
    else addToLast(block.text);
  }
  return groups.map((lines) => lines.join('\n')).join('\n\n');
}
