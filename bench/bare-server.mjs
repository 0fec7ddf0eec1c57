// The baseline of `npm run bench`: a bare Fastify app with one JSON route, run as a child process exactly
// like the real server, so "our API route vs. a bare route" compares like with like in the same run.
import { createRequire } from 'node:module';

// fastify is a dependency of the server workspace; resolve it from there (npm may or may not hoist it).
const require = createRequire(new URL('../server/package.json', import.meta.url));
const Fastify = require('fastify');

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => app.close().then(() => process.exit(0)));
}

await app.listen({ port, host });
