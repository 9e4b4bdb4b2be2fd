import type { GenerateRequest } from '#shared/generation-schema.ts';
import { chooseFromLibrary } from '../library/library-request.ts';
import { roomFor } from '../library/library-sermon.ts';
import { preachingLibrary } from '../../library/preaching-library.ts';
import { seededChooser } from '../offline/seeded-random.ts';

/**
 * The preaching library's reviewed entry for the request, when it has one (decision 0026), in the
 * sermon's language: big idea, the three movements with their verses, key words with their sense in
 * the verse, cross-references with why they belong, and the room's application. The model preaches
 * from it as a preacher from study notes; it still cites and never quotes. Empty when none.
 */
export function libraryGrounding(input: GenerateRequest): string {
  const library = preachingLibrary();
  const choice = chooseFromLibrary(library, input, seededChooser(JSON.stringify([input.title.toLowerCase(), input.scripture.toLowerCase(), input.language])));
  if (!choice) return '';
  const { entry } = choice.indexed;
  const l = input.language;
  const es = l === 'es';
  const room = roomFor(input.audienceType);
  const lines = [
    es ? `Notas de estudio revisadas de la biblioteca de predicación (${entry.passage}):` : `Reviewed study notes from the preaching library (${entry.passage}):`,
    `${es ? 'Título' : 'Title'}: ${entry.title[l]}`,
    `${es ? 'Idea central' : 'Big idea'}: ${entry.bigIdea[l]}`,
  ];
  entry.movements.forEach((movement, index) => {
    lines.push(`${index + 1}. ${movement.heading[l]} (${movement.verses})`);
    lines.push(`   ${movement.exposition[l]}`);
    lines.push(`   ${es ? 'Palabra clave' : 'Key word'}: ${movement.keyWord[l].word} (${movement.keyWord.strongs}, ${movement.keyWord.verse}): ${movement.keyWord[l].sense}`);
    for (const cross of movement.crossReferences) lines.push(`   ${es ? 'Referencia' : 'Cross-reference'}: ${cross.reference} — ${cross.reason[l]}`);
    lines.push(`   ${es ? 'Aplicación' : 'Application'}: ${movement.application[room][l]}`);
  });
  if (entry.doctrine) lines.push(`${es ? 'Doctrina' : 'Doctrine'}: ${entry.doctrine[l]}`);
  if (entry.care) lines.push(`${es ? 'Cuidado pastoral' : 'Pastoral care'}: ${entry.care[l]}`);
  if (choice.occasion) lines.push(`${es ? 'Ocasión' : 'Occasion'}: ${choice.occasion[l].name}. ${choice.occasion.opening[l]}`);
  lines.push(es ? 'Siga este bosquejo y su sentido; escriba con sus propias palabras y dé solo referencias.' : 'Follow this outline and its sense; write in your own words and give references only.');
  return lines.join('\n');
}
