// Kysely builds and compiles a query's SQL on every call: for the session check and the history
// page, the two queries behind every signed-in request, that was about a sixth of the request's
// CPU under load. Their SQL never changes, only the values, so it is compiled once per database
// and each call supplies its values.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Stands for argument `index` while the query is compiled; a unique object no real value equals. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

interface CompiledOnce<Args extends readonly unknown[], Row> {
  rows(db: Kysely<Database>, ...args: Args): Promise<Row[]>;
}

/**
 * `build` must use each argument only as a value (a `where`, a `limit`), never to choose the
 * query's shape: it runs once, with placeholders, and its SQL serves every later call.
 */
export function compiledOnce<Args extends readonly unknown[], Row>(build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>): CompiledOnce<Args, Row> {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  return {
    async rows(db, ...args) {
      let query = compiled.get(db);
      if (!query) {
        const slots = args.map((_, index) => new Slot(index)) as unknown as Args;
        query = build(db, ...slots).compile();
        compiled.set(db, query);
      }
      const parameters = query.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
      const result = await db.executeQuery<Row>({ ...query, parameters });
      return result.rows;
    },
  };
}
