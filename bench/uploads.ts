// The upload bench (images.ts) in a process of its own, started by run.ts with the server's Node options
// (scripts/server-node-flags.mjs): in-process through app.inject, so the heap it measures must be configured as the
// server's is. Writes its report as JSON to the file named by its argument.
import { writeFileSync } from 'node:fs';
import { benchUploads } from './images';

const out = process.argv[2];
if (!out) throw new Error('usage: uploads.ts REPORT.json');
writeFileSync(out, JSON.stringify(await benchUploads((line) => console.log(line))));
