import type { SermonBlock, SermonSection } from './render-sermon-blocks.ts';

/**
 * The parts in which a sermon and its twin line up (issue 27): the title, the main passage, each
 * section, and each point by its place. The twin keeps the original's outline (decision 0032), so
 * the same part holds the same thing in both languages; only the prose may run to a different
 * number of paragraphs.
 */
export type SermonPart = 'title' | 'main-passage' | SermonSection | `point-${number}`;

/** Both sermons' blocks of one part; either side may be empty (a point one has and the other lacks). */
export interface PartPair {
  part: SermonPart;
  original: SermonBlock[];
  twin: SermonBlock[];
}

/** The part a rendered block belongs to. */
function partOf(block: SermonBlock): SermonPart {
  switch (block.type) {
    case 'title':
    case 'main-passage':
      return block.type;
    case 'section-heading':
      return block.section;
    case 'point-heading':
    case 'passage':
      return `point-${block.point}`;
    case 'paragraph':
      return block.point === undefined ? block.section : `point-${block.point}`;
  }
}

/** Reading order: the points come where Main Points stands, in their numbers' order. */
function rank(part: SermonPart): number {
  const order = ['title', 'main-passage', 'introduction', 'points'];
  if (part.startsWith('point-')) return order.length + Number(part.slice('point-'.length)) / 1000;
  const at = order.indexOf(part);
  if (at >= 0) return at;
  return order.length + 1 + ['illustrations', 'conclusion', 'notes'].indexOf(part);
}

function byPart(blocks: SermonBlock[]): Map<SermonPart, SermonBlock[]> {
  const parts = new Map<SermonPart, SermonBlock[]>();
  for (const block of blocks) {
    const part = partOf(block);
    parts.set(part, [...(parts.get(part) ?? []), block]);
  }
  return parts;
}

/**
 * A sermon's blocks and its twin's, part by part in reading order: every part either has, once.
 * The side-by-side display lays each pair out as a row; the preaching view puts the twin's blocks
 * under the original's (pairBlocks).
 */
export function pairParts(original: SermonBlock[], twin: SermonBlock[]): PartPair[] {
  const left = byPart(original);
  const right = byPart(twin);
  const parts = [...new Set([...left.keys(), ...right.keys()])].sort((a, b) => rank(a) - rank(b));
  return parts.map((part) => ({ part, original: left.get(part) ?? [], twin: right.get(part) ?? [] }));
}

/**
 * For each of the original's blocks, the twin's blocks that match it: in the same part, of the same
 * type, at the same place among that type (the second paragraph under the second paragraph). Every
 * twin block is placed once and in order: a twin's extra paragraphs go under the original's last
 * one of their type (or the part's last block), and a part only the twin has goes under the
 * original's last block before it.
 */
export function pairBlocks(original: SermonBlock[], twin: SermonBlock[]): Map<SermonBlock, SermonBlock[]> {
  const under = new Map<SermonBlock, SermonBlock[]>(original.map((block) => [block, []]));
  let anchor: SermonBlock | undefined = original[0];
  for (const pair of pairParts(original, twin)) {
    const partAnchor = pair.original.at(-1) ?? anchor;
    const counts = new Map<SermonBlock['type'], number>();
    for (const block of pair.twin) {
      const place = counts.get(block.type) ?? 0;
      counts.set(block.type, place + 1);
      const sameType = pair.original.filter((each) => each.type === block.type);
      const target = sameType[place] ?? sameType.at(-1) ?? partAnchor;
      if (target) under.get(target)?.push(block);
    }
    anchor = partAnchor;
  }
  return under;
}
