import type { Sermon } from '#shared/sermon.ts';
import { createOfflineEngine } from '../generation/offline/offline-engine.ts';
import type { SermonEngine } from '../generation/sermon-engine.ts';
import { twinNeedsModel, writeTwin } from '../generation/write-twin.ts';
import { startGeneration, type GenerationDeps, type GenerationRefusal } from './generate-sermon.ts';
import { getSermon, TwinTakenError } from './sermon-repository.ts';

type TwinResult =
  | { status: 'created'; sermon: Sermon }
  | { status: 'existing'; sermon: Sermon }
  | { status: 'not_found' }
  /** A model's sermon while no model is configured: nothing is written, saved or counted. */
  | { status: 'engine_unavailable' }
  | { status: 'refused'; reason: GenerationRefusal };

/** The offline engine, for the twin of a library or composed sermon whatever SERMON_ENGINE says. */
let offline: SermonEngine | null = null;
const offlineEngine = (configured: SermonEngine) => (configured.name === 'offline' ? configured : (offline ??= createOfflineEngine()));

/** The twin a sermon names, when it is still there. */
async function existingTwin(deps: GenerationDeps, userId: string, sermon: Sermon): Promise<Sermon | null> {
  return sermon.twinId ? getSermon(deps.db, userId, sermon.twinId) : null;
}

/**
 * POST /api/sermons/:id/twin (issue 27, decision 0032): the member's sermon in the other language.
 * Asked again — of the sermon or of its twin — it is the twin already made (a twin of a twin is
 * the original). A new twin is a generation like any other: the member's one-at-a-time lock, the
 * daily quota, one row in the generation log; it is checked again under the lock, so two requests
 * at once make one twin.
 */
export async function makeTwin(deps: GenerationDeps, userId: string, id: string): Promise<TwinResult> {
  const original = await getSermon(deps.db, userId, id);
  if (!original) return { status: 'not_found' };
  const twin = await existingTwin(deps, userId, original);
  if (twin) return { status: 'existing', sermon: twin };

  const needsModel = twinNeedsModel(original.document);
  if (needsModel && deps.engine.name === 'offline') return { status: 'engine_unavailable' };
  const engine = needsModel ? deps.engine : offlineEngine(deps.engine);

  const slot = await startGeneration({ ...deps, engine }, userId);
  if (typeof slot === 'string') return { status: 'refused', reason: slot };
  try {
    const current = await getSermon(deps.db, userId, id);
    if (!current) return { status: 'not_found' };
    const madeMeanwhile = await existingTwin(deps, userId, current);
    if (madeMeanwhile) return { status: 'existing', sermon: madeMeanwhile };
    try {
      return { status: 'created', sermon: await slot.write((chosen, options) => writeTwin(current.document, chosen, options), current.id) };
    } catch (error) {
      // Only when another instance's request won despite the lock (a lock taken over as stale).
      if (!(error instanceof TwinTakenError)) throw error;
      const latest = await getSermon(deps.db, userId, id);
      const made = latest ? await existingTwin(deps, userId, latest) : null;
      if (made) return { status: 'existing', sermon: made };
      return { status: 'not_found' };
    }
  } finally {
    await slot.release();
  }
}
