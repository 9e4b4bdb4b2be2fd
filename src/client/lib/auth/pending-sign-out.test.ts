import { describe, expect, it } from 'vitest';
import { clearSignOutPending, markSignOutPending, settlePendingSignOut, signOutPending, type MarkStore } from './pending-sign-out.ts';

function memoryStore(): MarkStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('an owed sign-out', () => {
  it('asks nothing when no sign-out is owed', async () => {
    const store = memoryStore();
    let sent = 0;
    expect(await settlePendingSignOut(async () => sent++, store)).toBe(false);
    expect(sent).toBe(0);
  });

  it('is asked for again, counts the member out, and is forgotten once the server answers', async () => {
    const store = memoryStore();
    markSignOutPending(store);
    let sent = 0;
    expect(await settlePendingSignOut(async () => sent++, store)).toBe(true);
    expect(sent).toBe(1);
    expect(signOutPending(store)).toBe(false);
  });

  it('keeps the member signed out, still owing, when the server refuses or cannot be reached', async () => {
    const store = memoryStore();
    markSignOutPending(store);
    expect(await settlePendingSignOut(() => Promise.reject(new Error('offline')), store)).toBe(true);
    expect(signOutPending(store)).toBe(true);
  });

  it('does not wait on a server that never answers', async () => {
    const store = memoryStore();
    markSignOutPending(store);
    expect(await settlePendingSignOut(() => new Promise(() => {}), store, 20)).toBe(true);
    expect(signOutPending(store)).toBe(true);
  });

  it('is settled by a new sign-in', () => {
    const store = memoryStore();
    markSignOutPending(store);
    clearSignOutPending(store);
    expect(signOutPending(store)).toBe(false);
  });

  it('works without storage (disabled in the browser)', async () => {
    markSignOutPending(null);
    expect(signOutPending(null)).toBe(false);
    expect(await settlePendingSignOut(async () => undefined, null)).toBe(false);
  });
});
