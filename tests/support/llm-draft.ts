import type { LlmSermon } from '#server/generation/llm/llm-sermon-schema.ts';

/**
 * A valid model reply for the fake OpenAI server (the third-party boundary): its references are
 * real verses, and the server quotes the Bible text itself. Tests that need other content spread
 * over it.
 */
export const GRACE_DRAFT: LlmSermon = {
  title: 'Grace that saves',
  mainReference: 'Ephesians 2:8',
  introduction: 'Grace is the favour of God.',
  points: [
    { heading: 'Saved by grace', reference: 'Ephesians 2:8', explanation: 'Not of works.', application: 'Thank God today.' },
    { heading: 'Grace that teaches', reference: 'Titus 2:11', explanation: 'Grace instructs us.', application: 'Live holy.' },
    { heading: 'Grace for the weak', reference: '2 Corinthians 12:9', explanation: 'Strength in weakness.', application: 'Lean on Him.' },
  ],
  illustration: 'A debt forgiven by a kind landlord.',
  conclusion: 'Repent, be baptized in the name of Jesus Christ, and receive the Holy Ghost.',
};
