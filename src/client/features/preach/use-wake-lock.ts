import { useEffect, useState } from 'react';

type WakeLockStatus = 'pending' | 'active' | 'unsupported';

/**
 * Keeps the screen on while the preaching view is open (Screen Wake Lock). The browser releases
 * the lock when the page is hidden, so it is asked for again when the page is shown. Where there
 * is no such API (or it is refused) the view says so quietly.
 */
export function useWakeLock(): WakeLockStatus {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [status, setStatus] = useState<WakeLockStatus>(supported ? 'pending' : 'unsupported');
  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    const request = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (closed) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setStatus('active');
      } catch {
        if (!closed) setStatus('unsupported');
      }
    };
    void request();
    const onVisible = () => void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
    };
  }, [supported]);
  return status;
}
