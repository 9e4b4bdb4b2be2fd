/** How long before the target the timer warns (or a fifth of the target, for a short one). */
const NEAR_MS = 5 * 60_000;

type TimerState = 'none' | 'ok' | 'near' | 'over';

/** The timer's colour: no target, well within it, within five minutes of it, or past it. */
export function timerState(elapsedMs: number, targetMinutes: number | null): TimerState {
  if (!targetMinutes || targetMinutes <= 0) return 'none';
  const target = targetMinutes * 60_000;
  if (elapsedMs >= target) return 'over';
  if (elapsedMs >= target - Math.min(NEAR_MS, target / 5)) return 'near';
  return 'ok';
}

/** 0:05, 12:34, 1:02:03. */
export function formatElapsed(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
