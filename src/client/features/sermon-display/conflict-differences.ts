import { diffWordsWithSpace } from 'diff';
import type { SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import { sermonCopyText } from './copy-text.ts';

/** A part of a sermon that reads differently in the two versions. */
export type DifferingSection = { section: 'title' | 'mainPassage' | 'introduction' | 'illustrations' | 'conclusion' | 'notes' } | { section: 'point'; number: number };

/** A run of a version's text, marked when the other version does not have it. */
export interface TextRun {
  text: string;
  differs: boolean;
}

/** Past this many words changed, marking word by word stops helping: the sections list says it. */
const MAX_MARKED_CHANGES = 1500;

const samePassage = (a: SermonPassage | null, b: SermonPassage | null) => (a?.reference ?? '') === (b?.reference ?? '') && (a?.text ?? '') === (b?.text ?? '');

/** The sections whose words differ, in the sermon's order ("Point 2" for a point added or removed too). */
export function differingSections(mine: SermonDocument, theirs: SermonDocument): DifferingSection[] {
  const found: DifferingSection[] = [];
  if (mine.title !== theirs.title) found.push({ section: 'title' });
  if (!samePassage(mine.mainPassage, theirs.mainPassage)) found.push({ section: 'mainPassage' });
  if (mine.introduction !== theirs.introduction) found.push({ section: 'introduction' });
  for (let index = 0; index < Math.max(mine.points.length, theirs.points.length); index += 1) {
    const a = mine.points[index];
    const b = theirs.points[index];
    if (!a || !b || a.heading !== b.heading || a.explanation !== b.explanation || a.application !== b.application || !samePassage(a.passage, b.passage)) found.push({ section: 'point', number: index + 1 });
  }
  if (mine.illustrations !== theirs.illustrations) found.push({ section: 'illustrations' });
  if (mine.conclusion !== theirs.conclusion) found.push({ section: 'conclusion' });
  if (mine.notes !== theirs.notes) found.push({ section: 'notes' });
  return found;
}

/**
 * Each version's whole text (as copied, notes included) in runs, the words the other version lacks
 * marked. Null when the versions differ too much for marks to help.
 */
export function markedVersions(mine: SermonDocument, theirs: SermonDocument): { mine: TextRun[]; theirs: TextRun[] } | null {
  const changes = diffWordsWithSpace(sermonCopyText(theirs, { includeNotes: true }), sermonCopyText(mine, { includeNotes: true }), { maxEditLength: MAX_MARKED_CHANGES });
  if (!changes) return null;
  return {
    mine: changes.filter((change) => !change.removed).map((change) => ({ text: change.value, differs: change.added })),
    theirs: changes.filter((change) => !change.added).map((change) => ({ text: change.value, differs: change.removed })),
  };
}
