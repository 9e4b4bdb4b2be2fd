import { lateAnswerTests } from '#tests/support/late-answers.ts';

// Issue 26 item 1 on a phone (fields left by tapping the next one).
lateAnswerTests('phone');
