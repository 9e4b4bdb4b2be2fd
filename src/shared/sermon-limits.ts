// How long each part of a sermon may be, and how many points it has: the document's schema
// (sermon-document.ts) holds a sermon to them, and the editor's fields and the model's draft stop
// at them. Apart from the schema, so that the editor loads without building it (decision 0054).
export const SERMON_LIMITS = {
  title: 200,
  /** Each text section: introduction, each point's heading, explanation and application, illustrations, conclusion. */
  section: 20_000,
  notes: 20_000,
  reference: 200,
  /** A passage's Bible text; it always comes from the Bible data, so this only bounds a request. */
  passageText: 20_000,
  engine: 50,
  points: { min: 1, max: 6 },
} as const;
