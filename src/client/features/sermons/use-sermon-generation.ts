import { useCallback, useEffect, useRef, useState } from 'react';
import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { Language } from '#shared/languages.ts';
import type { Sermon } from '#shared/sermon.ts';
import { logError } from '#client/lib/error-log.ts';
import { GenerateSermonError } from './api/generate-sermon-error.ts';
import { loadGenerationCode } from './generation-code.ts';
import type { SermonPartial } from './sermon-partial.ts';

type GenerationOutcome = { ok: true; sermon: Sermon } | { ok: false; error: unknown } | { ok: false; aborted: true };

/**
 * One streamed generation at a time (product §4 generator: idle → generating → success or error).
 * The request is aborted if the component goes away.
 */
export function useSermonGeneration() {
  const [generating, setGenerating] = useState(false);
  const [partial, setPartial] = useState<SermonPartial | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(async (request: GenerateRequest, language: Language): Promise<GenerationOutcome> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setGenerating(true);
    setPartial({});
    try {
      const { generateSermon, applyDraftDelta } = await loadGenerationCode();
      const sermon = await generateSermon(request, {
        language,
        signal: current.signal,
        // The draft is rebuilt from the deltas; it stays a draft until the checked sermon arrives.
        onDelta: (data) => {
          if (!current.signal.aborted) setPartial((previous) => applyDraftDelta(previous ?? {}, data));
        },
      });
      return { ok: true, sermon };
    } catch (error) {
      if (current.signal.aborted) return { ok: false, aborted: true };
      const status = error instanceof GenerateSermonError ? error.status : null;
      // Refusals the user can act on (4xx) are expected; the rest is worth a log entry.
      if (status === null || status >= 500) logError(error, { source: 'sermon-generator', status });
      return { ok: false, error };
    } finally {
      if (controller.current === current) {
        controller.current = null;
        if (!current.signal.aborted) {
          setGenerating(false);
          setPartial(null);
        }
      }
    }
  }, []);

  return { generating, partial, generate };
}
