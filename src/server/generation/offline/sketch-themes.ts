import type { UnitSketch } from '#shared/library-schema.ts';
import { sermonThemes } from '../../content/content-files.ts';

/** Themes that name a room or a day, not what a passage is about ("the children of Israel" is not the children's theme). */
const NOT_TOPICS = new Set(['children', 'youth', 'men', 'women', 'christmas', 'new-year', 'mothers-day', 'fathers-day', 'pentecost-sunday', 'baptism-service']);

/** Lower-case words, a plural's s dropped, without the little words theme ids leave out. */
const words = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word !== 'the' && word !== 'of').map((word) => word.replace(/(?<=\p{L}{3})s$/u, ''));

/**
 * The themes of themes.json that a sketch's English headings and idea name, the headings' first (a
 * heading names what its verses are about; the idea's words can be incidental: "sighs toward heaven"),
 * each in the order it is named ("forgiveness", "the-cross" where it says "cross"): a person wrote
 * those words about the passage, so a story tagged with them fits it.
 */
export function sketchThemes(sketch: UnitSketch): string[] {
  const said = words([...sketch.moves.map((move) => move.en.heading), sketch.idea.en].join(' '));
  const found: Array<{ id: string; at: number }> = [];
  for (const theme of sermonThemes()) {
    if (NOT_TOPICS.has(theme.id)) continue;
    const parts = words(theme.id.replace(/-/g, ' '));
    const at = said.findIndex((word, index) => parts.every((part, offset) => said[index + offset] === part));
    if (at >= 0) found.push({ id: theme.id, at });
  }
  return found.sort((a, b) => a.at - b.at).map((theme) => theme.id);
}
