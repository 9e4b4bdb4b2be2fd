// The XSS check's server: the built client, a fake OpenAI-compatible model that answers every
// generation with the hostile draft, and the real server using it. Tests find them via env.
import { startFakeOpenAi } from './fake-openai-server.ts';
import { ensureBuild } from './ensure-build.ts';
import { startServer } from './server-process.ts';
import { XSS_DRAFT } from './xss-draft.ts';

export default async function globalSetup() {
  ensureBuild();
  const fake = await startFakeOpenAi();
  // Each generation takes one reply; enough for every test and a repair or two.
  for (let index = 0; index < 40; index += 1) fake.replies.push({ kind: 'object', value: XSS_DRAFT });
  let server;
  try {
    server = await startServer({ env: fake.serverEnv(10_000) });
  } catch (error) {
    await fake.close();
    throw error;
  }
  process.env.SECURITY_BASE_URL = server.url;
  process.env.SECURITY_DB_FILE = server.sqliteFile ?? '';
  return async () => {
    await server.stop();
    await fake.close();
  };
}
