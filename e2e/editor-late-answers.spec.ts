import { lateAnswerTests } from '#tests/support/late-answers.ts';

// Issue 26 item 1 on a desktop: a late answer never takes back what was typed since it was asked for.
lateAnswerTests('desktop');
