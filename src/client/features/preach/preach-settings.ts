import { useCallback, useState } from 'react';

/** The preacher's choices, kept on this device for every sermon (localStorage). */
interface PreachSettings {
  /** Index into FONT_SIZES. */
  fontStep: number;
  theme: 'light' | 'dark';
  showNotes: boolean;
  mode: 'sections' | 'scroll';
  /** Target length in minutes; null for none. */
  targetMinutes: number | null;
  /** The toolbar's controls shown, or folded away to leave the screen to the sermon (the timer stays). */
  controls: 'shown' | 'hidden';
  /** For a sermon with a twin: the twin's matching block, small, under each block (issue 27). */
  twinUnder: boolean;
}

/** Text sizes in rem, from comfortable reading to large enough from a step back. */
export const FONT_SIZES = [1.25, 1.5, 1.75, 2, 2.5, 3, 3.5] as const;

export const DEFAULT_SETTINGS: PreachSettings = { fontStep: 2, theme: 'light', showNotes: false, mode: 'sections', targetMinutes: null, controls: 'shown', twinUnder: false };

const KEY = 'preach:settings';

/** Stored settings, each checked: a value from an older version or a hand edit falls back to its default. */
export function readSettings(raw: string | null): PreachSettings {
  let stored: Partial<Record<keyof PreachSettings, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as typeof stored;
  } catch {
    // A damaged value is the defaults.
  }
  const step = stored.fontStep;
  const target = stored.targetMinutes;
  return {
    fontStep: typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < FONT_SIZES.length ? step : DEFAULT_SETTINGS.fontStep,
    theme: stored.theme === 'dark' ? 'dark' : 'light',
    showNotes: stored.showNotes === true,
    mode: stored.mode === 'scroll' ? 'scroll' : 'sections',
    targetMinutes: typeof target === 'number' && Number.isInteger(target) && target > 0 && target <= 240 ? target : null,
    controls: stored.controls === 'hidden' ? 'hidden' : 'shown',
    twinUnder: stored.twinUnder === true,
  };
}

function load(): PreachSettings {
  try {
    return readSettings(window.localStorage.getItem(KEY));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function usePreachSettings(): [PreachSettings, (change: Partial<PreachSettings>) => void] {
  const [settings, setSettings] = useState(load);
  const update = useCallback((change: Partial<PreachSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      try {
        window.localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Private browsing or a full storage: the choice holds for this visit.
      }
      return next;
    });
  }, []);
  return [settings, update];
}
