/**
 * Where the preacher is in one sermon: the section on screen and the timer. Kept for the tab
 * (sessionStorage) so an accidental reload mid-sermon returns to the same section with the timer
 * still counting, while a new visit next Sunday starts at the opening with a fresh timer.
 * Sign-out clears it with the rest (device-copies.ts).
 */
interface PreachProgress {
  /** Index of the section shown (sections mode). */
  section: number;
  /** When the running timer last started (ms since the epoch); null while paused. */
  startedAt: number | null;
  /** Time counted before startedAt, or all of it while paused (ms). */
  banked: number;
  /** The view was switched to the sermon's twin (its section counted in the twin's screens). */
  twin?: true;
}

const PREFIX = 'preach:progress:';

/** A stored value, each field checked; anything damaged or from the future is no progress. */
export function readProgress(raw: string | null, now: number): PreachProgress | null {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { section, startedAt, banked, twin } = stored as Record<string, unknown>;
  const count = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
  if (!count(section) || !Number.isInteger(section) || !count(banked)) return null;
  if (startedAt !== null && (!count(startedAt) || startedAt > now)) return null;
  return { section, startedAt, banked, ...(twin === true ? { twin } : {}) };
}

export function loadProgress(sermonId: string): PreachProgress | null {
  try {
    return readProgress(window.sessionStorage.getItem(PREFIX + sermonId), Date.now());
  } catch {
    return null;
  }
}

export function saveProgress(sermonId: string, progress: PreachProgress): void {
  try {
    window.sessionStorage.setItem(PREFIX + sermonId, JSON.stringify(progress));
  } catch {
    // Storage refused (private mode, full): the view works, a reload starts over.
  }
}
