import { expect, it } from 'vitest';
import { signUpMember } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase } from '#tests/support/test-app.ts';
import { acquireGenerationLock, GENERATION_DEADLINE_MS, LOCK_HEARTBEAT_MS, releaseGenerationLock, releaseGenerationLockSoon, renewGenerationLock, STALE_LOCK_MS } from './generation-guard.ts';

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

  it('keeps a long generation’s lock while its process renews it, however long it runs', async () => {
    const { userId } = await signUpMember(ctx());
    const db = ctx().database.db;
    const t0 = Date.now();
    expect(await acquireGenerationLock(db, userId, t0)).toBe(true);
    for (let t = t0 + LOCK_HEARTBEAT_MS; t <= t0 + GENERATION_DEADLINE_MS; t += LOCK_HEARTBEAT_MS) {
      await renewGenerationLock(db, userId, t);
      expect(await acquireGenerationLock(db, userId, t + STALE_LOCK_MS - 1)).toBe(false);
    }
  });

  it('hands over the lock of a process that died mid-generation once it stops being renewed', async () => {
    const { userId } = await signUpMember(ctx());
    const db = ctx().database.db;
    const t0 = Date.now();
    expect(await acquireGenerationLock(db, userId, t0)).toBe(true);
    await renewGenerationLock(db, userId, t0 + LOCK_HEARTBEAT_MS);
    // The process holding it was killed: nobody renews or releases it.
    expect(await acquireGenerationLock(db, userId, t0 + LOCK_HEARTBEAT_MS + STALE_LOCK_MS)).toBe(false);
    expect(await acquireGenerationLock(db, userId, t0 + LOCK_HEARTBEAT_MS + STALE_LOCK_MS + 1)).toBe(true);
    expect(STALE_LOCK_MS).toBeLessThanOrEqual(30_000);
  });
});

describeEachDatabase('releasing a generation lock while the database is briefly unreachable', (ctx) => {
  it('keeps trying until the database answers, so the pastor is not locked out after it is back', async () => {
    const { userId } = await signUpMember(ctx());
    const db = ctx().database.db;
    expect(await acquireGenerationLock(db, userId)).toBe(true);
    // The database refuses the first two attempts, as during a restart.
    let refusals = 2;
    const flaky = new Proxy(db, {
      get(target, property) {
        if (property === 'deleteFrom' && refusals > 0) {
          refusals -= 1;
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await releaseGenerationLockSoon(flaky, userId, 10);
    expect(refusals).toBe(0);
    expect(await acquireGenerationLock(db, userId)).toBe(true);
  });
});
