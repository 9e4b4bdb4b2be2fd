import crypto from 'node:crypto';

/** A deterministic chooser: the same seed text always makes the same choices. */
export function seededChooser(seedText: string) {
  let state = crypto.createHash('sha256').update(seedText).digest().readUInt32LE(0);
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('nothing to choose from');
      return items[Math.floor(next() * items.length)]!;
    },
    index: (length: number) => Math.floor(next() * length),
    /** `count` different items (they repeat only when the list is shorter than `count`). */
    sample<T>(items: readonly T[], count: number): T[] {
      if (items.length === 0) throw new Error('nothing to choose from');
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count) {
        if (pool.length === 0) pool.push(...items);
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      }
      return chosen;
    },
  };
}
