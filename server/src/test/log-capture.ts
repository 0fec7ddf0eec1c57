import { Writable } from 'node:stream';

/** A destination for a logger that keeps what it is sent: each JSON line parsed, and the text as written. */
export function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const written = chunk.toString();
      text += written;
      for (const line of written.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  return { stream, lines, text: () => text };
}
