/** The congregation's page, the pastor's copy (the blanks filled in), or the children's page. */
export const HANDOUT_KINDS = ['congregation', 'pastor', 'children'] as const;
export type HandoutKind = (typeof HANDOUT_KINDS)[number];
