import { describe, expect, it } from 'vitest';
import { englishDocument, spanishDocument } from '#tests/support/test-sermons.ts';
import { renderSermonBlocks, type SermonBlock } from './render-sermon-blocks.ts';
import { pairBlocks, pairParts } from './twin-pairs.ts';

// The shared samples differ the way a sermon and its twin can: the English one has two points and
// a conclusion, the Spanish one a single point, no conclusion, and a different introduction.
const english = renderSermonBlocks(englishDocument());
const spanish = renderSermonBlocks(spanishDocument({ introduction: 'Una sola línea.' }));

/** What a block is known by: a passage by its reference, anything else by its text. */
const text = (block: SermonBlock) => (block.type === 'main-passage' || block.type === 'passage' ? block.reference : block.text);

describe('pairParts', () => {
  it('lines the two sermons up part by part in reading order, each part once, with a side left empty where only one has it', () => {
    const pairs = pairParts(english, spanish);
    expect(pairs.map((pair) => pair.part)).toEqual(['title', 'main-passage', 'introduction', 'points', 'point-1', 'point-2', 'illustrations', 'conclusion']);
    expect(pairs.find((pair) => pair.part === 'point-1')!.twin.map(text)).toEqual(['Nacer del agua', 'Hechos 2:38', 'Pedro predicó el bautismo.', '¿Ha obedecido usted?']);
    expect(pairs.find((pair) => pair.part === 'point-2')!.twin).toEqual([]);
    expect(pairs.find((pair) => pair.part === 'conclusion')!.original.map(text)).toEqual(['Conclusion', 'Be born again today.']);
    // Every block of both sermons is in exactly one pair.
    expect(pairs.flatMap((pair) => pair.original)).toHaveLength(english.length);
    expect(pairs.flatMap((pair) => pair.twin)).toHaveLength(spanish.length);
  });

  it('puts ten points in their numbers’ order, not their names’', () => {
    const points = Array.from({ length: 10 }, (_, index) => ({ heading: `P${index + 1}`, passage: null, explanation: '', application: '' }));
    const blocks = renderSermonBlocks(englishDocument({ points }));
    expect(pairParts(blocks, []).map((pair) => pair.part).filter((part) => part.startsWith('point-'))).toEqual(points.map((_, index) => `point-${index + 1}`));
  });
});

describe('pairBlocks', () => {
  it('puts each twin block under its match: the same part, type and place', () => {
    const under = pairBlocks(english, spanish);
    const of = (index: number) => under.get(english[index]!)!.map(text);
    expect(of(0)).toEqual(['¿Qué es el nuevo nacimiento?']);
    expect(of(1)).toEqual(['Juan 3:5']);
    // Point 1: heading under heading, passage under passage, explanation and application in place.
    const point = english.findIndex((block) => block.type === 'point-heading');
    expect([of(point), of(point + 1), of(point + 2), of(point + 3)]).toEqual([['Nacer del agua'], ['Hechos 2:38'], ['Pedro predicó el bautismo.'], ['¿Ha obedecido usted?']]);
    // The English introduction's three paragraphs: the Spanish one line goes under the first.
    const intro = english.findIndex((block) => block.type === 'paragraph' && block.section === 'introduction');
    expect([of(intro), of(intro + 1), of(intro + 2)]).toEqual([['Una sola línea.'], [], []]);
  });

  it('places every twin block once and in order, extra paragraphs under the last of theirs and a part only the twin has under the block before it', () => {
    // Swapped: the Spanish sermon is shown, the English one (with more) goes under it.
    const under = pairBlocks(spanish, english);
    const placed = spanish.flatMap((block) => under.get(block)!);
    expect(placed).toHaveLength(english.length);
    expect(pairParts(spanish, english).flatMap((pair) => pair.twin)).toEqual(english.filter((block) => placed.includes(block)));
    const lastIntro = spanish.findLast((block) => block.type === 'paragraph' && block.section === 'introduction')!;
    expect(under.get(lastIntro)!.map(text)).toEqual(['Jesus spoke with Nicodemus by night.', '“Except a man be born of water and of the Spirit…” (John 3:5)', 'Today we look at what that means.']);
    // Point 2 and the conclusion exist only in English: after the Spanish point 1 and illustrations.
    const lastOfPoint = spanish.findLast((block) => block.type === 'paragraph' && block.point === 1)!;
    expect(under.get(lastOfPoint)!.map(text)).toEqual(['Have you obeyed?', 'Born of the Spirit', 'The Spirit gives new life.', 'Seek the infilling.']);
    expect(under.get(spanish.at(-1)!)!.map(text)).toEqual(['A seed must die before it grows.', 'Conclusion', 'Be born again today.']);
  });

  it('pairs any run of blocks, such as one screen of the preaching view', () => {
    const under = pairBlocks(english.slice(0, 2), spanish);
    expect(under.get(english[1]!)!.map(text)).toContain('Juan 3:5');
  });
});
