// A forced sign-out leaves the page before the server has answered (it may not be answering at
// all), so the home page it loads could still find the session alive and show the member signed
// in. The browser remembers that a sign-out is owed: until the server confirms one, every page asks
// for it again and counts the member as signed out, whatever its session answer said.

export const SIGN_OUT_PENDING_KEY = 'sign-out-pending';
/** A server that takes longer than this to end the session leaves the page signed out, still owing it. */
const SETTLE_WAIT_MS = 5_000;

/** The part of the Web Storage API this needs (localStorage in the browser; a map in tests). */
export type MarkStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): MarkStore | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** Remembers that this browser's session is to end, whatever the server has heard so far. */
export function markSignOutPending(store: MarkStore | null = browserStore()): void {
  try {
    store?.setItem(SIGN_OUT_PENDING_KEY, '1');
  } catch {
    // Storage disabled or full: the page still leaves; the beacon is the only attempt.
  }
}

/** Forgets an owed sign-out (a new sign-in on this browser settles it). */
export function clearSignOutPending(store: MarkStore | null = browserStore()): void {
  try {
    store?.removeItem(SIGN_OUT_PENDING_KEY);
  } catch {
    // Nothing was kept.
  }
}

export function signOutPending(store: MarkStore | null = browserStore()): boolean {
  try {
    return store?.getItem(SIGN_OUT_PENDING_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Settles an owed sign-out: asks the server again and forgets the mark once it has answered.
 * Returns whether a sign-out was owed, in which case the member counts as signed out whatever the
 * server said before (its session answer may have been read first) and whether or not it answers now.
 */
export async function settlePendingSignOut(send: () => Promise<unknown>, store: MarkStore | null = browserStore(), waitMs = SETTLE_WAIT_MS): Promise<boolean> {
  if (!signOutPending(store)) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answered = await Promise.race([
    send().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
  ]);
  clearTimeout(timer);
  if (answered) clearSignOutPending(store);
  return true;
}
