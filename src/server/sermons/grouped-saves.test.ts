import { expect, it, vi } from 'vitest';
import type { SermonDocument } from '#shared/sermon-document.ts';
import type { Turns } from '#server/generation/turns-of-the-loop.ts';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, type TestContext } from '#tests/support/test-app.ts';
import { englishDocument } from '#tests/support/test-sermons.ts';
import { GROUP_LIMIT, groupedSaves } from './grouped-saves.ts';
import { getSermon, saveGeneratedSermon, saveGeneratedSermons, TwinTakenError } from './sermon-repository.ts';

// Decision 0053: saves of generated sermons that wait for the same turn share one commit.

const base: SermonDocument = englishDocument({ engine: 'offline' });
const titled = (title: string): SermonDocument => ({ ...base, title });

/** Turns that begin only when the test says so, so saves can gather behind the first. */
function heldTurns() {
  const held: Array<() => void> = [];
  const turns: Turns = {
    run: async (work) => {
      await new Promise<void>((resolve) => held.push(resolve));
      return work();
    },
  };
  return { turns, held, startNext: () => held.shift()!() };
}

const generationsOf = async (ctx: TestContext, userId: string) =>
  Number((await ctx.database.db.selectFrom('sermon_generations').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describeEachDatabase('generated sermons saved together', (ctx) => {
  it('saves that wait for the same turn are written in one transaction, each readable and counted', async () => {
    const members = await Promise.all([signUpMember(ctx()), signUpMember(ctx()), signUpMember(ctx())]);
    const { turns, held, startNext } = heldTurns();
    const save = groupedSaves(ctx().database.db, turns);
    const transactions = vi.spyOn(ctx().database.db, 'transaction');
    try {
      const saved = members.map((member, i) => save({ userId: member.userId, document: titled(`Grouped ${i}`), now: new Date(), twinOf: null }));
      expect(held).toHaveLength(1);
      startNext();
      const sermons = await Promise.all(saved);
      expect(transactions).toHaveBeenCalledTimes(1);
      for (const [i, member] of members.entries()) {
        expect((await getSermon(ctx().database.db, member.userId, sermons[i]!.id))?.document.title).toBe(`Grouped ${i}`);
        expect(await generationsOf(ctx(), member.userId)).toBe(1);
      }
    } finally {
      transactions.mockRestore();
    }
  });

  it(`a group holds at most ${GROUP_LIMIT} saves; the next one waits for a turn of its own`, async () => {
    const { userId } = await signUpMember(ctx());
    const { turns, held, startNext } = heldTurns();
    const save = groupedSaves(ctx().database.db, turns);
    const saved = Array.from({ length: GROUP_LIMIT + 1 }, (_, i) => save({ userId, document: titled(`Sermon ${i}`), now: new Date(), twinOf: null }));
    expect(held).toHaveLength(2);
    startNext();
    startNext();
    expect(await Promise.all(saved)).toHaveLength(GROUP_LIMIT + 1);
    expect(await generationsOf(ctx(), userId)).toBe(GROUP_LIMIT + 1);
  });

  it('a save refused in a group (its original already has a twin) fails alone: nothing of it is kept, the others are saved', async () => {
    const { userId } = await signUpMember(ctx());
    const original = await saveGeneratedSermon(ctx().database.db, userId, titled('Original'));
    const firstTwin = await saveGeneratedSermon(ctx().database.db, userId, titled('First twin'), new Date(), original.id);
    const outcomes = await saveGeneratedSermons(ctx().database.db, [
      { userId, document: titled('Before'), now: new Date(), twinOf: null },
      { userId, document: titled('Second twin'), now: new Date(), twinOf: original.id },
      { userId, document: titled('After'), now: new Date(), twinOf: null },
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'failed', 'saved']);
    expect(outcomes[1]!.status === 'failed' && outcomes[1]!.error).toBeInstanceOf(TwinTakenError);
    const titles = await ctx().database.db.selectFrom('sermons').select('title').where('user_id', '=', userId).orderBy('title').execute();
    expect(titles.map((row) => row.title)).toEqual(['After', 'Before', 'First twin', 'Original']);
    expect(await generationsOf(ctx(), userId)).toBe(4);
    expect((await getSermon(ctx().database.db, userId, original.id))?.twinId).toBe(firstTwin.id);
  });

  it('a group whose transaction fails rejects every save in it, and the next group is written', async () => {
    const { userId } = await signUpMember(ctx());
    const { turns, startNext } = heldTurns();
    const save = groupedSaves(ctx().database.db, turns);
    const transactions = vi.spyOn(ctx().database.db, 'transaction').mockImplementationOnce(() => {
      throw new Error('the disk is full');
    });
    try {
      const failed = [save({ userId, document: titled('Lost 1'), now: new Date(), twinOf: null }), save({ userId, document: titled('Lost 2'), now: new Date(), twinOf: null })];
      startNext();
      for (const result of await Promise.allSettled(failed)) expect(result).toMatchObject({ status: 'rejected', reason: { message: 'the disk is full' } });
      const next = save({ userId, document: titled('Kept'), now: new Date(), twinOf: null });
      await settle();
      startNext();
      expect((await next).document.title).toBe('Kept');
      expect(await generationsOf(ctx(), userId)).toBe(1);
    } finally {
      transactions.mockRestore();
    }
  });
}, { env: { TRUST_PROXY: 'true' } });
