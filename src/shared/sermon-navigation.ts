import { sermonResponseSchema, type Sermon } from './sermon.ts';

/**
 * product §2: the generator and the history hand a sermon to /{lang}/sermon-display in the
 * navigation state, under this shape: navigate(path, { state: { sermon } }).
 */
export interface SermonDisplayState {
  sermon: Sermon;
}

/** The sermon in the navigation state, read with the shared response schema; null when there is none. */
export function sermonFromState(state: unknown): Sermon | null {
  const parsed = sermonResponseSchema.safeParse((state as Partial<SermonDisplayState> | null)?.sermon);
  return parsed.success ? parsed.data : null;
}
