import { expect, it } from 'vitest';
import { signUpMember } from '../testing/auth-helpers.ts';
import { describeEachDatabase } from '../testing/test-app.ts';
import { acquireGenerationLock, GENERATION_DEADLINE_MS, releaseGenerationLock } from './generation-guard.ts';

describeEachDatabase('generation lock', (ctx) => {
  it('lets one generation per user run at a time, and the next once it is released', async () => {
    const { userId } = await signUpMember(ctx());
    const other = await signUpMember(ctx());
    const db = ctx().database.db;
    const t0 = Date.now();
    expect(await acquireGenerationLock(db, userId, t0)).toBe(true);
    expect(await acquireGenerationLock(db, userId, t0 + 1000)).toBe(false);
    expect(await acquireGenerationLock(db, other.userId, t0 + 1000)).toBe(true);
    await releaseGenerationLock(db, userId);
    expect(await acquireGenerationLock(db, userId, t0 + 2000)).toBe(true);
  });

  it('hands over the lock of a process that died mid-generation soon after the generation deadline, not before', async () => {
    const { userId } = await signUpMember(ctx());
    const db = ctx().database.db;
    const t0 = Date.now();
    expect(await acquireGenerationLock(db, userId, t0)).toBe(true);
    // The process holding it was killed: nobody releases it.
    expect(await acquireGenerationLock(db, userId, t0 + GENERATION_DEADLINE_MS)).toBe(false);
    expect(await acquireGenerationLock(db, userId, t0 + GENERATION_DEADLINE_MS + 15_001)).toBe(true);
  });
});
