import type { Kysely } from 'kysely';
import type { Sermon } from '#shared/sermon.ts';
import type { Database } from '../db/schema.ts';
import type { Turns } from '../generation/turns-of-the-loop.ts';
import { saveGeneratedSermons, type GeneratedSave } from './sermon-repository.ts';

/**
 * At most this many sermons share a commit: a group is one unbroken run on the loop (SQLite's
 * driver is synchronous), and eight saves (~15 ms on a slow core) stay within a turn's budget.
 */
export const GROUP_LIMIT = 8;

interface Waiting {
  save: GeneratedSave;
  resolve: (sermon: Sermon) => void;
  reject: (error: unknown) => void;
}

/**
 * Saves of generated sermons on SQLite, in turns of the loop: a save waits for a turn, and the
 * saves that arrive while it waits join it and are written in the same transaction (a group
 * commit, decision 0053). One member's save is never held for another's: a group is written as
 * soon as its turn comes, whatever its size. A save refused alone (its twin taken) rejects alone;
 * a transaction that fails rejects every save of its group.
 */
export function groupedSaves(db: Kysely<Database>, turns: Turns): (save: GeneratedSave) => Promise<Sermon> {
  let gathering: Waiting[] | null = null;
  return (save) =>
    new Promise<Sermon>((resolve, reject) => {
      if (gathering && gathering.length < GROUP_LIMIT) {
        gathering.push({ save, resolve, reject });
        return;
      }
      const group: Waiting[] = [{ save, resolve, reject }];
      gathering = group;
      turns
        .run(async () => {
          if (gathering === group) gathering = null;
          const outcomes = await saveGeneratedSermons(
            db,
            group.map((waiting) => waiting.save),
          );
          outcomes.forEach((outcome, index) => (outcome.status === 'saved' ? group[index]!.resolve(outcome.sermon) : group[index]!.reject(outcome.error)));
        })
        .catch((error: unknown) => {
          for (const waiting of group) waiting.reject(error);
        });
    });
}
