// Which story an offline sermon tells (data/content/illustrations.json): the one that fits its
// theme, else its points' key words, told for its audience, and always a serious, gentle one
// beside a hard passage.
import type { AudienceType } from '#shared/constants.ts';
import { illustrationLibrary } from '../../content/content-files.ts';
import type { Illustration } from '../../content/illustrations-schema.ts';
import { compareRanks } from './compare-ranks.ts';
import type { seededChooser } from './seeded-random.ts';

interface IllustrationWanted {
  audience: AudienceType;
  /** The theme id the sermon preaches ("grief", "christmas"), or null when it names none. */
  theme: string | null;
  /** The points' key words as English glossary headwords ("love", "shepherd"), the first point first. */
  keywords: readonly string[];
  /** A hard passage the preacher asked for (Psalm 137:9): only a story tagged "comfort" stands beside it. */
  hard: boolean;
  /**
   * 'best' (the default): only the best fitting stories; 'fitting': any story that carries the
   * theme or a key word. A composed sermon's key words are chosen by rarity, not by a person, so
   * its story is drawn from all that fit, and no one story is told in many sermons.
   */
  among?: 'best' | 'fitting';
}

/** Stories told for every adult meeting; a men's or women's story stays in its own meeting (the Spanish addresses them). */
const SHARED_ADULT: readonly AudienceType[] = ['general', 'sunday', 'evangelistic'];

/**
 * The stories this audience may hear: its own first, then — for an adult meeting, when none of its
 * own fits — those told for every adult meeting. Children hear only children's stories and youth
 * only youth stories: their Spanish says tú, the adults' usted.
 */
function audiencePools(audience: AudienceType, library: readonly Illustration[]): [own: Illustration[], shared: Illustration[]] {
  const own = library.filter((story) => story.audiences.includes(audience));
  if (audience === 'children' || audience === 'youth') return [own, []];
  return [own, library.filter((story) => !story.audiences.includes(audience) && story.audiences.some((other) => SHARED_ADULT.includes(other)))];
}

/**
 * How well a story fits, compared left to right: it carries the theme; it is the audience's own;
 * how many key words it carries, an earlier point's word weighing more.
 */
function fit(story: Illustration, wanted: IllustrationWanted, own: boolean): [number, number, number] {
  const keywords = [...new Set(wanted.keywords.map((word) => word.toLowerCase()))];
  const keywordScore = keywords.reduce((score, word, index) => score + (story.tags.includes(word) ? keywords.length - index : 0), 0);
  return [wanted.theme !== null && story.tags.includes(wanted.theme) ? 1 : 0, own ? 1 : 0, keywordScore];
}

/**
 * The story for a sermon: among the stories this audience may hear (only "comfort" ones beside a
 * hard passage), the best fit by theme, then audience, then key words; the seeded chooser picks
 * among equally good ones, so the same request tells the same story and another audience or style
 * may tell another fitting one. With nothing fitting, any story of the audience's own.
 */
export function chooseIllustration(wanted: IllustrationWanted, chooser: Pick<ReturnType<typeof seededChooser>, 'pick'>): Illustration {
  return pickIllustration(wanted, chooser)!;
}

/**
 * Only a story that fits: none when no story carries the theme or a key word (beside a hard passage,
 * only a gentle one that does). A composed sermon says so rather than tell an unrelated story: a
 * grief story beside a civil war is as far off as a cheerful one.
 */
export function chooseFittingIllustration(wanted: IllustrationWanted, chooser: Pick<ReturnType<typeof seededChooser>, 'pick'>): Illustration | null {
  return pickIllustration({ ...wanted, unfitting: 'none' }, chooser);
}

function pickIllustration(wanted: IllustrationWanted & { unfitting?: 'none' }, chooser: Pick<ReturnType<typeof seededChooser>, 'pick'>): Illustration | null {
  const library = illustrationLibrary();
  const [own, shared] = audiencePools(wanted.audience, library);
  const allowed = (story: Illustration) => (!wanted.hard || story.tags.includes('comfort')) && (story.toldOnlyOn === undefined || story.toldOnlyOn === wanted.theme);
  const candidates = [...own.filter(allowed).map((story) => ({ story, fit: fit(story, wanted, true) })), ...shared.filter(allowed).map((story) => ({ story, fit: fit(story, wanted, false) }))];
  const fitting = candidates.filter((candidate) => candidate.fit[0] + candidate.fit[2] > 0);
  if (fitting.length === 0) {
    if (wanted.unfitting === 'none') return null;
    // Nothing carries the theme or a key word: a story of the audience's own (a comforting one beside a hard passage).
    const fallback = candidates.filter((candidate) => candidate.fit[1] === 1);
    return chooser.pick((fallback.length > 0 ? fallback : candidates).map((candidate) => candidate.story));
  }
  if (wanted.among === 'fitting') return chooser.pick(fitting.map((candidate) => candidate.story));
  const best = fitting.reduce((top, candidate) => (compareRanks(candidate.fit, top) > 0 ? candidate.fit : top), fitting[0]!.fit);
  return chooser.pick(fitting.filter((candidate) => compareRanks(candidate.fit, best) === 0).map((candidate) => candidate.story));
}
