import type { EngineConfig } from '../config.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import type { SermonEngine } from './sermon-engine.ts';

/**
 * An engine whose code loads on its first generation. The AI SDK and its providers cost several
 * MB of memory at start; a server on the offline engine never needs them, and one on a model pays
 * for them once, on the first request (a failed load is tried again on the next one).
 */
function loadOnFirstUse(name: string, load: () => Promise<SermonEngine>): SermonEngine {
  let engine: Promise<SermonEngine> | null = null;
  return {
    name,
    async generate(input, options) {
      engine ??= load().catch((error: unknown) => {
        engine = null;
        throw error;
      });
      return (await engine).generate(input, options);
    },
  };
}

/** The engine SERMON_ENGINE names. OpenAI-compatible servers use the chat-completions API. */
export function createEngine(config: EngineConfig): SermonEngine {
  if (config.kind === 'offline') return createOfflineEngine();
  if (config.kind === 'anthropic') {
    return loadOnFirstUse('anthropic', async () => {
      const [{ createAnthropic }, { createLlmEngine }] = await Promise.all([import('@ai-sdk/anthropic'), import('./llm/llm-engine.ts')]);
      const anthropic = createAnthropic({ apiKey: config.apiKey ?? undefined, ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) });
      return createLlmEngine({ name: 'anthropic', model: anthropic(config.model), timeoutMs: config.timeoutMs });
    });
  }
  return loadOnFirstUse('openai', async () => {
    const [{ createOpenAI }, { createLlmEngine }] = await Promise.all([import('@ai-sdk/openai'), import('./llm/llm-engine.ts')]);
    const openai = createOpenAI({ apiKey: config.apiKey ?? 'not-needed', ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) });
    return createLlmEngine({ name: 'openai', model: openai.chat(config.model), timeoutMs: config.timeoutMs });
  });
}
