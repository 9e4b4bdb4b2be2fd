import type { buildGenerateRequest } from './build-generate-request.ts';
import type { generateSermon } from './api/generate-sermon.ts';
import type { applyDraftDelta } from '#shared/sermon-draft-delta.ts';

export interface GenerationCode {
  buildGenerateRequest: typeof buildGenerateRequest;
  generateSermon: typeof generateSermon;
  applyDraftDelta: typeof applyDraftDelta;
}

let loading: Promise<GenerationCode> | null = null;

/**
 * The generator's code that reads with zod: the form's check (the server's own schema), the
 * stream's reader (the saved sermon's schema) and the draft's deltas. zod builds a schema when its
 * module runs, and the sermon's schemas were most of the dashboard's start-up work, so they are not
 * part of the page as it starts (decision 0052): the form asks for them as the pastor first goes
 * into it, and they are there by the time it is sent. A failed load is tried again next time.
 */
export function loadGenerationCode(): Promise<GenerationCode> {
  loading ??= Promise.all([import('./build-generate-request.ts'), import('./api/generate-sermon.ts'), import('#shared/sermon-draft-delta.ts')]).then(
    ([check, stream, delta]) => ({ buildGenerateRequest: check.buildGenerateRequest, generateSermon: stream.generateSermon, applyDraftDelta: delta.applyDraftDelta }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
