import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectPath } from './project-paths.ts';

// The server's layers (routes → services → repositories, decision 0044) are kept by eslint.config.js:
// these lint a line of code as if it were in a file of each layer, so a rule that stopped matching
// (a renamed file, a pattern typo) fails here rather than letting every import through.
const eslint = new ESLint({ cwd: projectPath('.') });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath: projectPath(filePath) });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the server layer lint', () => {
  it.each([
    ['a route importing a repository', 'src/server/sermons/sermon-routes.ts', "import { getSermon as value } from './sermon-repository.ts';", /must not call a repository/],
    ['a route importing the query builder, even for a type', 'src/server/sermons/sermon-routes.ts', "import { type Kysely as value } from 'kysely';", /must not talk to the database/],
    ['a route importing the schema', 'src/server/billing/billing-routes.ts', "import { toIsoString as value } from '../db/schema.ts';", /must not talk to the database/],
    ['a service importing a route', 'src/server/sermons/update-sermon.ts', "import { sermonRoutes as value } from './sermon-routes.ts';", /Only app.ts mounts routes/],
    ['a repository importing a service', 'src/server/sermons/sermon-repository.ts', "import { updateSermonDocument as value } from './update-sermon.ts';", /must not import a service/],
    ['a repository importing another feature’s service', 'src/server/billing/subscription-repository.ts', "import { sessionUser as value } from '../auth/session-user.ts';", /must not import a service/],
    ['the database layer importing a feature', 'src/server/db/database.ts', "import { getSermon as value } from '../sermons/sermon-repository.ts';", /must not import a service or a feature/],
  ])('refuses %s', async (_name, filePath, code, message) => {
    expect(await refusals(filePath, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['a route importing a service', 'src/server/sermons/sermon-routes.ts', "import { ownSermon as value } from './own-sermons.ts';"],
    ['a service importing a repository and the database', 'src/server/sermons/update-sermon.ts', "import { getSermon as value } from './sermon-repository.ts';\nimport type { Kysely } from 'kysely';\nexport type Db = Kysely<never>;"],
    ['a repository importing the database, a repository and a helper', 'src/server/sermons/sermon-repository.ts', "import { toIsoString as value } from '../db/schema.ts';\nimport { findSubscription } from '../billing/subscription-repository.ts';\nimport { wordTerm } from './search-tokens.ts';\nexport const more = [findSubscription, wordTerm];"],
    ['app.ts mounting a route', 'src/server/app.ts', "import { sermonRoutes as value } from './sermons/sermon-routes.ts';"],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });
});
