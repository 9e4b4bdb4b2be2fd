import type { EngineConfig } from '../config.ts';
import { loadOnFirstUse } from '../load-on-first-use.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import type { SermonEngine } from './sermon-engine.ts';

/**
 * An engine whose code loads on its first generation: the AI SDK and its providers cost several MB
 * of memory at start, and a server on the offline engine never needs them.
 */
function engineOnFirstUse(name: string, load: () => Promise<SermonEngine>): SermonEngine {
  const engine = loadOnFirstUse(load);
  return { name, computesHere: false, generate: async (input, options) => (await engine()).generate(input, options) };
}

/** The engine SERMON_ENGINE names. OpenAI-compatible servers use the chat-completions API. */
export function createEngine(config: EngineConfig): SermonEngine {
  if (config.kind === 'offline') return createOfflineEngine();
  if (config.kind === 'anthropic') {
    return engineOnFirstUse('anthropic', async () => {
      const [{ createAnthropic }, { createLlmEngine }] = await Promise.all([import('@ai-sdk/anthropic'), import('./llm/llm-engine.ts')]);
      const anthropic = createAnthropic({ apiKey: config.apiKey ?? undefined, ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) });
      return createLlmEngine({ name: 'anthropic', model: anthropic(config.model), timeoutMs: config.timeoutMs, maxOutputTokens: config.maxOutputTokens });
    });
  }
  return engineOnFirstUse('openai', async () => {
    const [{ createOpenAI }, { createLlmEngine }] = await Promise.all([import('@ai-sdk/openai'), import('./llm/llm-engine.ts')]);
    const openai = createOpenAI({ apiKey: config.apiKey ?? 'not-needed', ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) });
    return createLlmEngine({ name: 'openai', model: openai.chat(config.model), timeoutMs: config.timeoutMs, maxOutputTokens: config.maxOutputTokens });
  });
}
