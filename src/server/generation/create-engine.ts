import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { EngineConfig } from '../config.ts';
import { createLlmEngine } from './llm/llm-engine.ts';
import { createOfflineEngine } from './offline/offline-engine.ts';
import type { SermonEngine } from './sermon-engine.ts';

/** The engine SERMON_ENGINE names. OpenAI-compatible servers use the chat-completions API. */
export function createEngine(config: EngineConfig): SermonEngine {
  if (config.kind === 'offline') return createOfflineEngine();
  if (config.kind === 'anthropic') {
    const anthropic = createAnthropic({ apiKey: config.apiKey ?? undefined, ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) });
    return createLlmEngine({ name: 'anthropic', model: anthropic(config.model), timeoutMs: config.timeoutMs });
  }
  const openai = createOpenAI({ apiKey: config.apiKey ?? 'not-needed', ...(config.baseUrl ? { baseURL: config.baseUrl } : {}) });
  return createLlmEngine({ name: 'openai', model: openai.chat(config.model), timeoutMs: config.timeoutMs });
}
