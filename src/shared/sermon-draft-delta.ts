import { z } from 'zod';
import { SERMON_LIMITS } from './sermon-limits.ts';
import { sermonPassageSchema, type PartialSermonDocument } from './sermon-document.ts';

/**
 * The `delta` event of POST /api/sermons/generate (issue 19): only what changed in the draft since
 * the last event, section by section. A section is a path into the document: `title`,
 * `introduction`, `points.0.heading` … `points.5.application`, `illustrations`, `conclusion`.
 * `append` adds text to a section; `replace` sets it whole (the model started the draft over, or a
 * field was cut); an empty `replace` removes it. `mainPassage` (verified, from the offline engine)
 * is always sent whole.
 */
const SECTION = /^(?:title|introduction|illustrations|conclusion|points\.[0-5]\.(?:heading|explanation|application))$/;
const sectionKey = z.string().regex(SECTION);

export const draftDeltaSchema = z.object({
  append: z.record(sectionKey, z.string().max(SERMON_LIMITS.section)).optional(),
  replace: z.record(sectionKey, z.string().max(SERMON_LIMITS.section)).optional(),
  mainPassage: sermonPassageSchema.optional(),
});

export type DraftDelta = z.infer<typeof draftDeltaSchema>;

const POINT_FIELDS = ['heading', 'explanation', 'application'] as const;

/** The draft's text sections by path, in reading order; empty sections left out. */
function draftSections(draft: PartialSermonDocument): Map<string, string> {
  const sections = new Map<string, string>();
  const add = (key: string, value: string | undefined) => {
    if (value) sections.set(key, value);
  };
  add('title', draft.title);
  add('introduction', draft.introduction);
  (draft.points ?? []).slice(0, SERMON_LIMITS.points.max).forEach((point, index) => {
    for (const field of POINT_FIELDS) add(`points.${index}.${field}`, point[field]);
  });
  add('illustrations', draft.illustrations);
  add('conclusion', draft.conclusion);
  return sections;
}

/**
 * What the browser, which holds `sent`, needs to hold `next`; null when nothing changed. A section
 * that only grew is appended to; any other change replaces it.
 */
export function draftDelta(sent: PartialSermonDocument, next: PartialSermonDocument): DraftDelta | null {
  const before = draftSections(sent);
  const after = draftSections(next);
  const append: Record<string, string> = {};
  const replace: Record<string, string> = {};
  for (const [key, text] of after) {
    const old = before.get(key) ?? '';
    if (text === old) continue;
    if (text.startsWith(old)) append[key] = text.slice(old.length);
    else replace[key] = text;
  }
  for (const key of before.keys()) if (!after.has(key)) replace[key] = '';
  const passageChanged = next.mainPassage && JSON.stringify(next.mainPassage) !== JSON.stringify(sent.mainPassage);
  const delta: DraftDelta = {
    ...(Object.keys(append).length > 0 ? { append } : {}),
    ...(Object.keys(replace).length > 0 ? { replace } : {}),
    ...(passageChanged ? { mainPassage: next.mainPassage } : {}),
  };
  return Object.keys(delta).length > 0 ? delta : null;
}

/** The draft with a `delta` event's data applied; data that is not a delta leaves it unchanged. */
export function applyDraftDelta(draft: PartialSermonDocument, data: unknown): PartialSermonDocument {
  const parsed = draftDeltaSchema.safeParse(data);
  if (!parsed.success) return draft;
  const { append = {}, replace = {}, mainPassage } = parsed.data;
  const sections = draftSections(draft);
  for (const [key, text] of Object.entries(replace)) sections.set(key, text);
  for (const [key, text] of Object.entries(append)) sections.set(key, (sections.get(key) ?? '') + text);
  return fromSections(sections, mainPassage ?? draft.mainPassage);
}

function fromSections(sections: Map<string, string>, mainPassage: PartialSermonDocument['mainPassage']): PartialSermonDocument {
  const text = (key: string) => sections.get(key) || undefined;
  const points: NonNullable<PartialSermonDocument['points']> = [];
  for (let index = 0; index < SERMON_LIMITS.points.max; index++) {
    const fields = Object.fromEntries(POINT_FIELDS.flatMap((field) => (text(`points.${index}.${field}`) ? [[field, text(`points.${index}.${field}`)]] : [])));
    if (Object.keys(fields).length > 0) points[index] = { heading: '', ...fields };
  }
  const filled = Array.from(points, (point) => point ?? { heading: '' });
  return {
    ...(text('title') ? { title: text('title') } : {}),
    ...(mainPassage ? { mainPassage } : {}),
    ...(text('introduction') ? { introduction: text('introduction') } : {}),
    ...(filled.length > 0 ? { points: filled } : {}),
    ...(text('illustrations') ? { illustrations: text('illustrations') } : {}),
    ...(text('conclusion') ? { conclusion: text('conclusion') } : {}),
  };
}
