import type { Sermon } from './sermon.ts';

/**
 * product §2: the generator and the history hand a sermon to /{lang}/sermon-display in the
 * navigation state, under this shape: navigate(path, { state: { sermon } }). The page reads it with
 * the sermon's compiled check (src/client/lib/sermon-answer.ts).
 */
export interface SermonDisplayState {
  sermon: Sermon;
}
