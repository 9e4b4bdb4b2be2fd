// The framework's ceiling on this machine: a bare Hono app on @hono/node-server, with none of the
// app's middleware or database. Spawned as its own process so it gets a core like the real server.
// Usage: node bench/hello-world-server.ts <port>
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2] ?? 0);
const app = new Hono().get('/', (c) => c.text('Hello World'));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(`listening ${info.port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
