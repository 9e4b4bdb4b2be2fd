import type { PartialSermonDocument } from '#shared/sermon-document.ts';
import { draftDelta, type DraftDelta } from '#shared/sermon-draft-delta.ts';
import { latestOnly } from './latest-only.ts';

/**
 * The draft as the engine offers it, sent to the browser as deltas (issue 19): each write carries
 * only what changed since the last one written. While a write is in flight the newest draft waits
 * alone, so a slow browser gets the changes of several drafts coalesced in one event, and nothing
 * queues in memory.
 */
export function draftDeltas(write: (delta: DraftDelta) => Promise<unknown>) {
  let sent: PartialSermonDocument = {};
  return latestOnly(async (draft: PartialSermonDocument) => {
    const delta = draftDelta(sent, draft);
    sent = draft;
    if (delta) await write(delta);
  });
}
