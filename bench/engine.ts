// `npm run bench:engine`: the offline engine over the 42 audience × style × language cases, each
// from a verse and from a theme. Prints p50/p95 and writes bench/results/engine.json.
import fs from 'node:fs';
import { AUDIENCE_TYPES, LANGUAGE_STYLES } from '../src/shared/constants.ts';
import { LANGUAGES } from '../src/shared/languages.ts';
import { toGenerationSubject } from '../src/shared/scripture.ts';
import { createOfflineEngine } from '../src/server/generation/offline/offline-engine.ts';

const INPUTS = {
  en: ['Acts 2:38', 'John 3:16', 'The power of prayer', 'Holiness', 'Faith in the storm', 'Shepherds and sheep'],
  es: ['Hechos 2:38', 'Juan 3:16', 'La gracia de Dios', 'El Espíritu Santo', 'La familia', 'Esperanza en la prueba'],
} as const;
const ROUNDS = 3;

const engine = createOfflineEngine();
// The first call loads the Bible data, cross-references and topics; it is reported on its own.
const coldStart = performance.now();
await engine.generate({ title: 'Faith', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' });
await engine.generate({ title: 'Fe', scripture: '', audienceType: 'general', language: 'es', languageStyle: 'standard' });
const coldMs = performance.now() - coldStart;

const timings: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const language of LANGUAGES) {
    for (const audienceType of AUDIENCE_TYPES) {
      for (const languageStyle of LANGUAGE_STYLES) {
        for (const text of INPUTS[language]) {
          const started = performance.now();
          await engine.generate({ ...toGenerationSubject(text), audienceType, language, languageStyle });
          timings.push(performance.now() - started);
        }
      }
    }
  }
}
timings.sort((a, b) => a - b);
const percentile = (p: number) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))]!;
const result = {
  cases: timings.length,
  coldStartMs: Math.round(coldMs),
  p50Ms: Number(percentile(50).toFixed(2)),
  p95Ms: Number(percentile(95).toFixed(2)),
  maxMs: Number(timings.at(-1)!.toFixed(2)),
  target: 'p95 well under 100 ms',
  node: process.version,
  at: new Date().toISOString(),
};
console.table([{ cases: result.cases, 'cold start (ms)': result.coldStartMs, 'p50 (ms)': result.p50Ms, 'p95 (ms)': result.p95Ms, 'max (ms)': result.maxMs }]);
fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync('bench/results/engine.json', `${JSON.stringify(result, null, 2)}\n`);
