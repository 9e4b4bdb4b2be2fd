import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '#shared/constants.ts';

/** A flag that turns on and switches itself off after 2 seconds (product §9 "Copied indicator"). */
export function useCopiedFlag(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCopied(false);
    }, TIMINGS.copiedIndicatorMs);
  }, []);
  return [copied, show];
}
