import { FIELD_LIMITS, llmSermonSchema, type LlmSermon } from './llm-sermon-schema.ts';

/**
 * The draft made to fit the schema where that loses nothing false: a field over its limit is cut
 * at the last sentence end within it, and points beyond the third are dropped. Anything else
 * (two points, a missing field, not an object) is `null`: the caller asks the model again.
 */
export function fitDraftShape(value: unknown): LlmSermon | null {
  const direct = llmSermonSchema.safeParse(value);
  if (direct.success) return direct.data;
  if (!value || typeof value !== 'object') return null;
  const draft = value as Record<string, unknown>;
  const points = Array.isArray(draft.points) ? draft.points.slice(0, 3) : draft.points;
  const fitted = {
    ...draft,
    title: trimmed(draft.title, FIELD_LIMITS.title),
    introduction: trimmed(draft.introduction, FIELD_LIMITS.introduction),
    illustration: trimmed(draft.illustration, FIELD_LIMITS.illustration),
    conclusion: trimmed(draft.conclusion, FIELD_LIMITS.conclusion),
    points: Array.isArray(points)
      ? points.map((point: unknown) => {
          if (!point || typeof point !== 'object') return point;
          const p = point as Record<string, unknown>;
          return { ...p, heading: trimmed(p.heading, FIELD_LIMITS.heading), explanation: trimmed(p.explanation, FIELD_LIMITS.explanation), application: trimmed(p.application, FIELD_LIMITS.application) };
        })
      : points,
  };
  const parsed = llmSermonSchema.safeParse(fitted);
  return parsed.success ? parsed.data : null;
}

/** Text cut to `limit` at the last sentence end (. ! ? …) within it; unchanged when it fits. */
export function trimAtSentence(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const ends = [...head.matchAll(/[.!?…]["”’»)]*(?=\s|$)/g)];
  const last = ends.at(-1);
  // No sentence end at all within the limit: a hard cut at a word boundary, marked as cut.
  if (!last || last.index + last[0].length < limit / 4) return `${head.slice(0, head.lastIndexOf(' ') > 0 ? head.lastIndexOf(' ') : limit - 1).trimEnd()}…`.slice(0, limit);
  return head.slice(0, last.index + last[0].length);
}

function trimmed(value: unknown, limit: number): unknown {
  return typeof value === 'string' ? trimAtSentence(value, limit) : value;
}
