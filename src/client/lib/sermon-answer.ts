import type { Sermon } from '#shared/sermon.ts';
import { apiRequest } from './api-client.ts';
import type { SermonDisplayState } from '#shared/sermon-navigation.ts';
import { isSermonResponse } from './sermon-checks.generated.ts';

/**
 * A sermon as the server sends it, read with the check compiled from its shared schema
 * (scripts/compile-checks.ts): the sermon page shows a sermon without building zod's schemas
 * (decision 0054). The check takes what the schema takes; the one default the schema adds (no
 * twin) is added here. The server's text comes already cleaned of control characters.
 */
export function readSermon(value: unknown): Sermon | null {
  return isSermonResponse(value) ? withDefaults(value) : null;
}

/** A sermon a compiled check has taken, with the schema's default filled in. */
export function withDefaults(sermon: Sermon): Sermon {
  return { ...sermon, twinId: sermon.twinId ?? null };
}

/** A call of the API that answers a whole sermon (a load, a save, a twin), read with its compiled check. */
export async function requestSermon(call: Parameters<typeof apiRequest>[0]): Promise<Sermon> {
  return withDefaults(await apiRequest(call, isSermonResponse));
}

/** The sermon in the navigation state (product §2: the generator and the history hand it over); null when there is none. */
export function sermonFromState(state: unknown): Sermon | null {
  return readSermon((state as Partial<SermonDisplayState> | null)?.sermon);
}
