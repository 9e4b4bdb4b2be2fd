import { PREACH_COPY_PREFIX } from '#client/lib/device-copies.ts';
import type { Sermon } from '#shared/sermon.ts';
import { readSermon } from './sermon-answer.ts';

// The sermons opened on this device are kept on it (decision 0022): a church Wi-Fi that drops, or a
// reload without it, still shows the sermon to preach, read or edit. One copy per sermon opened (to
// preach, or on its page, updated at every save); the latest few are kept; a sign-in the server
// refuses removes the copy, and sign-out removes them all (device-copies.ts).
const PREFIX = PREACH_COPY_PREFIX;
const KEEP = 5;

export function keepOfflineCopy(sermon: Sermon, now = Date.now()): void {
  try {
    window.localStorage.setItem(PREFIX + sermon.id, JSON.stringify({ savedAt: now, sermon }));
    const kept = Object.keys(window.localStorage)
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => ({ key, savedAt: Number((JSON.parse(window.localStorage.getItem(key) ?? '{}') as { savedAt?: number }).savedAt ?? 0) }))
      .sort((a, b) => b.savedAt - a.savedAt);
    for (const old of kept.slice(KEEP)) window.localStorage.removeItem(old.key);
  } catch {
    // Storage full or unavailable: the sermon is still in memory for this visit.
  }
}

export function readOfflineCopy(id: string): Sermon | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + id);
    if (!raw) return null;
    return readSermon((JSON.parse(raw) as { sermon?: unknown }).sermon);
  } catch {
    return null;
  }
}

export function forgetOfflineCopy(id: string): void {
  try {
    window.localStorage.removeItem(PREFIX + id);
  } catch {
    // Nothing to forget.
  }
}
