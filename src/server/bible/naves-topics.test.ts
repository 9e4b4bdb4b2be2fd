import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../project-paths.ts';
import { bibleFor } from './bible-text.ts';
import { findNavesTopics, navesFileText, navesTopic, osisToRange, type RawTopic } from './naves-topics.ts';
import { resolvePassage } from './resolve-passage.ts';

describe("Nave's Topical Bible", () => {
  it('reads OSIS passages', () => {
    expect(osisToRange('Gen.3.1-Gen.3.19')).toEqual({ start: { book: 'Gen', chapter: 3, verse: 1 }, end: { book: 'Gen', chapter: 3, verse: 19 } });
    expect(osisToRange('1Cor.13.4')).toEqual({ start: { book: '1Cor', chapter: 13, verse: 4 }, end: { book: '1Cor', chapter: 13, verse: 4 } });
    expect(osisToRange('Ps.23')).toEqual({ start: { book: 'Ps', chapter: 23 }, end: { book: 'Ps', chapter: 23 } });
    expect(osisToRange('nonsense')).toBeNull();
  });

  it('has its topics with their subtopics and passages', () => {
    const baptism = navesTopic('baptism')!;
    const christian = baptism.subtopics.find((s) => s.label === 'CHRISTIAN')!;
    expect(christian.passages).toContainEqual({ start: { book: 'Acts', chapter: 2, verse: 38 }, end: { book: 'Acts', chapter: 2, verse: 38 } });
    expect(navesTopic('FAITH')!.subtopics.length).toBeGreaterThan(5);
    expect(navesTopic('FALSE ACCUSATION')!.see).toEqual(['ACCUSATION']);
    expect(navesTopic('no such topic')).toBeNull();
  });

  it('finds topics for a theme', () => {
    expect(findNavesTopics('Prayer')).toEqual(['PRAYER']);
    expect(findNavesTopics('The power of prayer')).toEqual(expect.arrayContaining(['PRAYER', 'POWER']));
    expect(findNavesTopics('Fall of man')[0]).toBe('FALL OF MAN');
    expect(findNavesTopics('miracles')).toContain('MIRACLES');
    expect(findNavesTopics('A miracle today')).toContain('MIRACLES');
    expect(findNavesTopics('Prayers')).toEqual(['PRAYER']);
    expect(findNavesTopics('the and of')).toEqual([]);
  });

  it('points at passages that exist in the KJV (at least 99% of a large sample)', () => {
    const kjv = bibleFor('en');
    let total = 0;
    let found = 0;
    for (const name of ['FAITH', 'PRAYER', 'BAPTISM', 'REPENTANCE', 'HOLY SPIRIT', 'GRACE OF GOD', 'JESUS, THE CHRIST', 'LOVE', 'HOPE', 'HEALING']) {
      for (const subtopic of navesTopic(name)?.subtopics ?? []) {
        for (const range of subtopic.passages) {
          total += 1;
          if (resolvePassage(kjv, range)) found += 1;
        }
      }
    }
    expect(total).toBeGreaterThan(500);
    expect(found / total).toBeGreaterThanOrEqual(0.99);
  });

  it('finds every topic of the file through its line index, as a parse of the whole file reads it', () => {
    const text = fs.readFileSync(projectPath('data/bible/naves.json'), 'utf8');
    const { topics, ...about } = JSON.parse(text) as { topics: Record<string, RawTopic> };
    // One topic to a line, as navesFileText writes it (scripts/import-naves.ts).
    expect(navesFileText(about, topics)).toBe(text);
    expect(Object.keys(topics)).toHaveLength(4793);
    for (const [name, topic] of Object.entries(topics)) {
      const read = navesTopic(name);
      expect(read?.see, name).toEqual(topic.see);
      expect(read?.subtopics.map((subtopic) => subtopic.label), name).toEqual(topic.subtopics.map(([label]) => label));
      expect(read?.subtopics.reduce((sum, subtopic) => sum + subtopic.passages.length, 0)).toBe(topic.subtopics.reduce((sum, [, passages]) => sum + passages.filter((osis) => osisToRange(osis)).length, 0));
    }
  });
});
