import { useCallback, useEffect, useRef, useState } from 'react';

/** §9: the copy confirmation shows for 5 s. */
export const COPIED_MS = 5000;

/**
 * Copies text to the clipboard; `copied` is true for `ms` after a success. A clipboard that
 * refuses is ignored silently (§8).
 */
export function useCopy(ms = COPIED_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        return false;
      }
      setCopied(true);
      clearTimeout(timer.current);
      if (ms > 0) timer.current = setTimeout(() => setCopied(false), ms);
      return true;
    },
    [ms],
  );
  return { copied, copy };
}
