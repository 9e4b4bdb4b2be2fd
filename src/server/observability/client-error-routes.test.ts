import { expect, it } from 'vitest';
import { describeEachDatabase, jsonRequest, uniqueClientIp } from '#tests/support/test-app.ts';
import { apiUrls } from '#tests/support/api-client.ts';

const report = {
  message: "Cannot read properties of undefined (reading 'title')",
  stack: 'TypeError: Cannot read properties of undefined\n    at SermonDisplay (display.tsx:10:5)',
  timestamp: '2026-11-22T10:00:00.000Z',
  context: { userId: 'u1', userEmail: 'pastor@example.org', url: 'https://app.example/en/sermons', userAgent: 'Mozilla/5.0' },
};
const post = (body: unknown, ip = uniqueClientIp()) => jsonRequest(body, { 'X-Forwarded-For': ip });

describeEachDatabase('POST /api/client-errors', (ctx) => {
  it('puts a browser error into the server log and answers 204', async () => {
    const { app, logs } = ctx();
    const res = await app.request(apiUrls['client-errors'].$url(), post(report));
    expect(res.status).toBe(204);
    const line = logs.find((l) => l.msg === 'client error reported');
    expect(line?.level).toBe(40);
    expect(line?.clientError).toMatchObject({ message: report.message, context: { url: report.context.url } });
  });

  it('logs no query string, fragment or e-mail address of a report, at any depth (issue 16)', async () => {
    const { app, logs } = ctx();
    const hostile = {
      message: 'Opened http://127.0.0.1:3000/en/reset-password?token=LIVE-TOKEN-1 as pastor@example.org',
      stack: 'at x (/assets/app.js?token=LIVE-TOKEN-2)',
      timestamp: '2026-11-22T10:00:00.000Z',
      context: { userEmail: 'pastor@example.org', url: 'http://127.0.0.1:3000/en/reset-password?token=LIVE-TOKEN-3#frag', level: 'info', source: 'app-start' },
    };
    expect((await app.request(apiUrls['client-errors'].$url(), post(hostile))).status).toBe(204);
    const written = JSON.stringify(logs);
    for (const secret of ['LIVE-TOKEN-1', 'LIVE-TOKEN-2', 'LIVE-TOKEN-3', 'pastor@example.org', '#frag']) expect(written).not.toContain(secret);
    const line = logs.findLast((l) => l.msg === 'client notice reported');
    expect(line?.clientError).toMatchObject({ context: { url: 'http://127.0.0.1:3000/en/reset-password', userEmail: '[email]' } });
  });

  it('logs the application-start entry as a notice', async () => {
    const { app, logs } = ctx();
    const res = await app.request(apiUrls['client-errors'].$url(), post({ ...report, message: 'Application started', context: { level: 'info', source: 'app-start' } }));
    expect(res.status).toBe(204);
    expect(logs.find((l) => l.msg === 'client notice reported')?.level).toBe(30);
  });

  it.each([
    ['no message', { ...report, message: '' }],
    ['a message that is not text', { ...report, message: { a: 1 } }],
    ['an overlong message', { ...report, message: 'x'.repeat(2001) }],
    ['nested context', { ...report, context: { deep: { deeper: true } } }],
    ['an array', [report]],
  ])('rejects %s with 400', async (_, body) => {
    const res = await ctx().app.request(apiUrls['client-errors'].$url(), post(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
  });

  it('rejects a body over 16 KB with 413', async () => {
    const res = await ctx().app.request(apiUrls['client-errors'].$url(), post({ ...report, stack: 'x'.repeat(17_000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toHaveProperty('error');
  });

  it('limits each address to 30 reports a minute', async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await ctx().app.request(apiUrls['client-errors'].$url(), post(report, ip))).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });
}, { env: { TRUST_PROXY: 'true' } });
