// A sermon says each sentence once: every line the composer picks for a point is one this sermon
// has not used yet, as long as the list has one left.
import type { seededChooser } from './seeded-random.ts';

export type Chooser = ReturnType<typeof seededChooser>;

/** A line from the list not used yet in this sermon (any line once all are used), remembered as used. */
export function freshLine(chooser: Chooser, lines: readonly string[], used: Set<string>): string {
  const unused = lines.filter((line) => !used.has(line));
  const line = chooser.pick(unused.length > 0 ? unused : lines);
  used.add(line);
  return line;
}
