// Generation's baseline (issue 29): the offline engine called in this process on the same input
// the benchmark posts, back to back, as sermons per second.
import type { GenerateRequest } from '#shared/generation-schema.ts';
import { createOfflineEngine } from '../src/server/generation/offline/offline-engine.ts';
import { round } from './report.ts';

const WARM_UP = 20;
const MEASURE_MS = 5_000;

export async function engineSermonsPerSecond(input: GenerateRequest): Promise<number> {
  const engine = createOfflineEngine();
  // The first calls load the Bible text and the engine's data, which the server had loaded too.
  for (let i = 0; i < WARM_UP; i++) await engine.generate(input);
  const started = performance.now();
  let sermons = 0;
  while (performance.now() - started < MEASURE_MS) {
    await engine.generate(input);
    sermons++;
  }
  return round(sermons / ((performance.now() - started) / 1000), 0);
}
