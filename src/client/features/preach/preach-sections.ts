import { renderSermonBlocks, type SermonBlock } from '#shared/render-sermon-blocks.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';

/** One screen of the preaching view: the opening (title and main passage), a section, or one point. */
interface PreachSection {
  key: string;
  blocks: SermonBlock[];
}

/**
 * The sermon cut where a preacher moves on: the title with the main passage, the introduction,
 * each point on its own, then illustrations, conclusion and (when shown) the notes. Built from
 * renderSermonBlocks, so it shows exactly what the display, copy and PDF show.
 */
export function preachSections(document: SermonDocument, options: { includeNotes: boolean }): PreachSection[] {
  const sections: PreachSection[] = [];
  let current: PreachSection | null = null;
  let pointsHeading: SermonBlock | null = null;
  const open = (key: string, first: SermonBlock) => {
    current = { key, blocks: [first] };
    sections.push(current);
  };
  for (const block of renderSermonBlocks(document, { includeNotes: options.includeNotes })) {
    if (block.type === 'title') open('opening', block);
    else if (block.type === 'section-heading' && block.section === 'points') pointsHeading = block;
    else if (block.type === 'section-heading') open(block.section, block);
    else if (block.type === 'point-heading') {
      // "Main Points" heads the first point's screen rather than standing alone on one.
      open(`point-${block.point}`, pointsHeading ?? block);
      if (pointsHeading) (current as PreachSection | null)?.blocks.push(block);
      pointsHeading = null;
    } else (current as PreachSection | null)?.blocks.push(block);
  }
  // An introduction with no words still has its heading: a screen with a heading alone is dropped.
  return sections.filter((section) => section.key === 'opening' || section.blocks.length > 1);
}

/**
 * Where the preacher is, in the other language's screens (issue 27): the screen with the same key
 * (the same point is the same point in a twin), or, when that one has no such screen (illustrations
 * only one of them has), the nearest screen before it that both have.
 */
export function matchingSection(from: PreachSection[], index: number, to: PreachSection[]): number {
  for (let at = Math.min(index, from.length - 1); at >= 0; at -= 1) {
    const found = to.findIndex((section) => section.key === from[at]!.key);
    if (found >= 0) return found;
  }
  return 0;
}
