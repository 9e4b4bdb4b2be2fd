import { OperationNodeTransformer, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';

// What a piece of code asks the database, statement by statement: each statement's SQL (without
// its parameters) and how many rows came back. Two calls that send the same statements and get
// the same numbers of rows did the same work, whatever their parameters said (issue 25: a
// search's work must depend only on the member's own sermons).

interface TracedStatement {
  sql: string;
  rows: number;
}

export function traced<DB>(db: Kysely<DB>): { db: Kysely<DB>; take(): TracedStatement[] } {
  let statements: Array<{ node: RootOperationNode; rows: number }> = [];
  const byQuery = new Map<unknown, { node: RootOperationNode; rows: number }>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const entry = { node, rows: -1 };
      byQuery.set(queryId, entry);
      statements.push(entry);
      return new OperationNodeTransformer().transformNode(node);
    },
    async transformResult({ result, queryId }) {
      const entry = byQuery.get(queryId);
      if (entry) entry.rows = result.rows.length;
      byQuery.delete(queryId);
      return result;
    },
  };
  const withTrace = db.withPlugin(plugin);
  return {
    db: withTrace,
    take() {
      const taken = statements.map(({ node, rows }) => ({ sql: withTrace.getExecutor().compileQuery(node, { queryId: 'trace' }).sql, rows }));
      statements = [];
      return taken;
    },
  };
}
