// Issue 16, finding 13: GET /api/account/reset-token had no rate limit.
import { expect, it } from 'vitest';
import { LIMITS } from '../http/limits.ts';
import { describeEachDatabase, uniqueClientIp } from '#tests/support/test-app.ts';
import { apiOf } from '#tests/support/api-client.ts';

describeEachDatabase('GET account/reset-token', (ctx) => {
  it(`answers 429 with Retry-After past ${LIMITS.resetTokenCheck.limit} checks a minute from one address`, async () => {
    const ip = uniqueClientIp();
    const check = (from = ip) => apiOf(ctx()).account['reset-token'].$get({ query: { token: 'madeUpToken123' } }, { headers: { 'X-Forwarded-For': from } });
    // The limiter's windows are aligned to the clock: start with enough of the minute left.
    const left = LIMITS.resetTokenCheck.windowMs - (Date.now() % LIMITS.resetTokenCheck.windowMs);
    if (left < 5000) await new Promise((resolve) => setTimeout(resolve, left + 50));
    for (let attempt = 0; attempt < LIMITS.resetTokenCheck.limit; attempt += 1) expect((await check()).status).toBe(400);
    const limited = await check();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toHaveProperty('error');
    // Another address is not held by it.
    expect((await check(uniqueClientIp())).status).toBe(400);
  });
}, { env: { TRUST_PROXY: 'true' } });
