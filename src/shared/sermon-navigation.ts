import type { Sermon } from './sermon.ts';

/**
 * SPEC §2: the generator and the history hand a sermon to /{lang}/sermon-display in the
 * navigation state, under this shape: navigate(path, { state: { sermon } }).
 */
export interface SermonDisplayState {
  sermon: Sermon;
}

export function sermonFromState(state: unknown): Sermon | null {
  const sermon = (state as Partial<SermonDisplayState> | null)?.sermon;
  return sermon && typeof sermon === 'object' && typeof sermon.title === 'string' && Array.isArray(sermon.points) ? sermon : null;
}
