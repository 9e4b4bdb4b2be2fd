import type { UnitSketch } from '#shared/library-schema.ts';
import { sermonThemes } from '../../content/content-files.ts';

/** Lower-case words, a plural's s dropped, without the little words theme ids leave out. */
const words = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word !== 'the' && word !== 'of').map((word) => word.replace(/(?<=\p{L}{3})s$/u, ''));

/**
 * The themes of themes.json that a sketch's English headings name, in the order they are named
 * ("forgiveness", "the-cross" where a heading says "cross"): a person chose each heading to say what
 * its verses are about, so a story tagged with it fits them. The idea is not read: its words are often
 * incidental ("Aaron held his peace", "giving children to Molech", "sighs toward heaven"), and in a
 * reading of the 603 sketches whose only themes came from the idea, about half named a story that
 * did not fit; without a theme the sermon says no story fits and leaves it to the preacher.
 */
export function sketchThemes(sketch: UnitSketch): string[] {
  const said = words(sketch.moves.map((move) => move.en.heading).join(' '));
  const found: Array<{ id: string; at: number }> = [];
  for (const theme of sermonThemes()) {
    // A room or a day is not what a passage is about (themes.json's kind).
    if (theme.kind !== 'subject') continue;
    const parts = words(theme.id.replace(/-/g, ' '));
    const at = said.findIndex((word, index) => parts.every((part, offset) => said[index + offset] === part));
    if (at >= 0) found.push({ id: theme.id, at });
  }
  return found.sort((a, b) => a.at - b.at).map((theme) => theme.id);
}
