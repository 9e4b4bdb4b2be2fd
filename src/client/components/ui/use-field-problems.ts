import { useCallback, useState } from 'react';

/**
 * The problems a form's own checks found, shown under the fields. `check` shows what was found and
 * moves the focus (`focusFirst`) when there is something to fix; it answers whether the form may go.
 */
export function useFieldProblems<Problems extends object>() {
  const [problems, setProblems] = useState<Partial<Problems>>({});
  const check = useCallback((found: Problems, focusFirst: (found: Problems) => void): boolean => {
    setProblems(found);
    const clean = Object.values(found).every((problem) => problem === undefined);
    if (!clean) focusFirst(found);
    return clean;
  }, []);
  const clear = useCallback((name: keyof Problems) => setProblems((current) => ({ ...current, [name]: undefined })), []);
  return { problems, setProblems, check, clear };
}
