import { describe, expect, it } from 'vitest';
import { shareLink } from './share.ts';

const target = { url: 'https://example.org/en', title: 'T', text: 'X' };
const named = (name: string) => Object.assign(new Error(name), { name });

function fakeNavigator(parts: { share?: () => Promise<void>; writeText?: (text: string) => Promise<void> }): Navigator {
  return { share: parts.share, clipboard: parts.writeText ? { writeText: parts.writeText } : undefined } as unknown as Navigator;
}

describe('shareLink (product §8 share)', () => {
  it('uses the Web Share API when present', async () => {
    expect(await shareLink(target, fakeNavigator({ share: async () => {} }))).toEqual({ kind: 'shared' });
  });

  it('is silent when the user aborts the share sheet', async () => {
    const nav = fakeNavigator({ share: async () => Promise.reject(named('AbortError')), writeText: async () => {} });
    expect(await shareLink(target, nav)).toEqual({ kind: 'aborted' });
  });

  it('reports a denied permission', async () => {
    expect(await shareLink(target, fakeNavigator({ share: async () => Promise.reject(named('NotAllowedError')) }))).toEqual({ kind: 'denied' });
  });

  it('falls back to the clipboard and copies the URL', async () => {
    const copied: string[] = [];
    const nav = fakeNavigator({ writeText: async (text) => void copied.push(text) });
    expect(await shareLink(target, nav)).toEqual({ kind: 'copied' });
    expect(copied).toEqual([target.url]);
  });

  it('shows the URL for manual copy when the clipboard fails too', async () => {
    const nav = fakeNavigator({ share: async () => Promise.reject(named('DataError')), writeText: async () => Promise.reject(new Error('blocked')) });
    expect(await shareLink(target, nav)).toEqual({ kind: 'manual', url: target.url });
    expect(await shareLink(target, fakeNavigator({}))).toEqual({ kind: 'manual', url: target.url });
  });
});
