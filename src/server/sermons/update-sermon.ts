import type { Kysely } from 'kysely';
import type { SermonUpdateRequest } from '#shared/sermon.ts';
import type { SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import type { Database } from '../db/schema.ts';
// The Bible lookup every quoted passage goes through (it moves to bible/ with the Scripture work).
import { quoteReference } from '../bible/quote-reference.ts';
import { getSermon, updateSermon, type UpdateResult } from './sermon-repository.ts';

type UpdateSermonResult = UpdateResult | { status: 'reference_not_found'; reference: string };

/**
 * Each passage of an edited document re-checked against the Bible of the sermon's language, its
 * text and its verses-shown label taken from the Bible data (whatever the client sent), or the
 * first reference that does not exist. A point whose reference was emptied has no passage.
 */
function withBibleText(document: SermonDocument): { document: SermonDocument } | { missing: string } {
  // Which verses a long passage shows comes from the Bible data too, like its text: an edit that
  // dropped it lost "(verses 1-40 shown)" from Psalm 119 (issue 25).
  const quote = (passage: SermonPassage): SermonPassage | null => {
    const found = quoteReference(passage.reference.trim(), document.language);
    if (!found) return null;
    return found.shown ? { reference: found.reference, text: found.text, shown: found.shown } : { reference: found.reference, text: found.text };
  };
  const mainPassage = quote(document.mainPassage);
  if (!mainPassage) return { missing: document.mainPassage.reference };
  const points: SermonDocument['points'] = [];
  for (const point of document.points) {
    if (!point.passage || point.passage.reference.trim() === '') {
      points.push({ ...point, passage: null });
      continue;
    }
    const passage = quote(point.passage);
    if (!passage) return { missing: point.passage.reference };
    points.push({ ...point, passage });
  }
  return { document: { ...document, mainPassage, points } };
}

/**
 * PUT /api/sermons/:id: the user's whole document, saved as revision + 1 if it was based on the
 * current revision (a save that changes nothing is answered with the sermon as it is, no new revision). The engine that wrote the sermon and where its outline came from are kept;
 * notes and every section are the user's.
 */
export async function updateSermonDocument(db: Kysely<Database>, userId: string, id: string, request: SermonUpdateRequest): Promise<UpdateSermonResult> {
  const current = await getSermon(db, userId, id);
  if (!current) return { status: 'not_found' };
  const { provenance } = current.document;
  const checked = withBibleText({ ...request.document, engine: current.document.engine, ...(provenance ? { provenance } : {}) });
  // A stale edit is a conflict first: the pastor sees the newer version before a reference to fix.
  if ('missing' in checked) return current.revision === request.revision ? { status: 'reference_not_found', reference: checked.missing } : { status: 'conflict', sermon: current };
  return updateSermon(db, userId, id, checked.document, request.revision);
}
