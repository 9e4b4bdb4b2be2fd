// npm checks `engines` against the Node npm itself runs on (often the machine's older one), not the
// Node 24 the project installs and runs on, and only says so in warnings that .npmrc keeps quiet.
// This is that check against the right Node: every locked package accepts the project's.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
const projectNode = lock.packages['node_modules/node']?.version ?? '';

type Version = [number, number, number];

/** A version as written in a range, with the parts it leaves out (`18`, `10.x`, `10.*`). */
function parsePartial(text: string): { parts: number[]; wildcard: boolean } {
  const pieces = text.replace(/^v/, '').split('.');
  const parts: number[] = [];
  for (const piece of pieces.slice(0, 3)) {
    if (piece === 'x' || piece === 'X' || piece === '*') break;
    parts.push(Number.parseInt(piece, 10));
  }
  if (parts.some(Number.isNaN)) throw new Error(`cannot read version "${text}"`);
  return { parts, wildcard: parts.length < 3 };
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

const low = (parts: number[]): Version => [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
/** The first version past a partial one: `18` → 19.0.0, `18.2` → 18.3.0. */
function pastPartial(parts: number[]): Version {
  if (parts.length === 1) return [parts[0]! + 1, 0, 0];
  if (parts.length === 2) return [parts[0]!, parts[1]! + 1, 0];
  return low(parts);
}

/** One comparator (`>=20.19.0`, `^22`, `~1.2.3`, `20`, `*`) against a version. */
function satisfiesComparator(version: Version, comparator: string): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?\s*(.*)$/.exec(comparator);
  const operator = match?.[1] ?? '';
  const target = match?.[2] ?? '';
  if (target === '*' || target === 'x' || target === '') return true;
  const { parts, wildcard } = parsePartial(target);
  const from = low(parts);
  switch (operator) {
    case '>=':
      return compare(version, from) >= 0;
    case '>':
      return compare(version, wildcard ? pastPartial(parts) : from) >= (wildcard ? 0 : 1);
    case '<':
      return compare(version, from) < 0;
    case '<=':
      return wildcard ? compare(version, pastPartial(parts)) < 0 : compare(version, from) <= 0;
    case '^': {
      const first = parts.findIndex((part, i) => part !== 0 || i === parts.length - 1);
      const upTo: Version = first <= 0 ? [from[0] + 1, 0, 0] : first === 1 ? [0, from[1] + 1, 0] : [0, 0, from[2] + 1];
      return compare(version, from) >= 0 && compare(version, upTo) < 0;
    }
    case '~':
      return compare(version, from) >= 0 && compare(version, parts.length === 1 ? [from[0] + 1, 0, 0] : [from[0], from[1] + 1, 0]) < 0;
    default:
      return wildcard ? compare(version, from) >= 0 && compare(version, pastPartial(parts)) < 0 : compare(version, from) === 0;
  }
}

/** npm's range grammar as `engines` fields use it: `a || b`, each a set of comparators. */
function nodeSatisfies(version: string, range: string): boolean {
  const exact = low(parsePartial(version).parts);
  return range.split('||').some((set) => {
    const comparators = set.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/).filter(Boolean);
    return comparators.every((comparator) => satisfiesComparator(exact, comparator));
  });
}

describe('engines', () => {
  it('reads ranges as npm does', () => {
    expect(nodeSatisfies('24.21.0', '>=24')).toBe(true);
    expect(nodeSatisfies('24.21.0', '>= 20.19.0')).toBe(true);
    expect(nodeSatisfies('24.21.0', '^20.19.0 || ^22.13.0 || >=24')).toBe(true);
    expect(nodeSatisfies('24.21.0', '>=20.19.0 <22.0.0 || >=22.12.0 <23.0.0 || >=23.2.0')).toBe(true);
    expect(nodeSatisfies('24.21.0', '6.* || 8.* || >= 10.*')).toBe(true);
    expect(nodeSatisfies('24.21.0', '^22 || ^24 || >=26')).toBe(true);
    expect(nodeSatisfies('24.21.0', '18 || 20 || >=22')).toBe(true);
    expect(nodeSatisfies('24.21.0', '*')).toBe(true);
    expect(nodeSatisfies('24.21.0', '>=26')).toBe(false);
    expect(nodeSatisfies('24.21.0', '^22')).toBe(false);
    expect(nodeSatisfies('24.21.0', '20 || 22')).toBe(false);
    expect(nodeSatisfies('24.21.0', '>=20 <24')).toBe(false);
    expect(nodeSatisfies('24.21.0', '>24')).toBe(false);
    expect(nodeSatisfies('24.21.0', '<=24')).toBe(true);
    expect(nodeSatisfies('24.21.0', '~24.20.0')).toBe(false);
    expect(nodeSatisfies('20.20.2', '>=22')).toBe(false);
  });

  it('every locked package accepts the Node the project runs on (the `node` package)', () => {
    expect(projectNode).toMatch(/^24\./);
    const refused = Object.entries(lock.packages)
      .map(([where, locked]) => ({ where: where || 'sermon-studio', range: Array.isArray(locked.engines) ? undefined : locked.engines?.node }))
      .filter(({ range }) => range !== undefined && !nodeSatisfies(projectNode, range))
      .map(({ where, range }) => `${where} needs node ${range}`);
    expect(refused, `the project's Node is ${projectNode}`).toEqual([]);
  });
});
