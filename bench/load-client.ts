// The HTTP side of `npm run bench:load` (bench/load.ts): a teacher's browser over one keep-alive pool to the proxy,
// and the recorder that keeps every answer's time, by request kind.
import { randomBytes } from 'node:crypto';
import type { Pool } from 'undici';
import { percentile } from './support';

export const REQUEST_KINDS = [
  'csrf',
  'login',
  'me',
  'wordlists',
  'select',
  'template',
  'save',
  'search',
  'upload',
  'logout',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** How one kind of request fared: every answer's time, and what went wrong. */
export interface KindTally {
  count: number;
  /** Milliseconds from sending to the last byte of the body, of every answer. */
  times: number[];
  serverErrors: number;
  /** Answers with a status the teacher's step does not expect (a 4xx from a driver or throttling problem). */
  unexpected: number;
  /** No answer at all: the connection failed or timed out. */
  transportErrors: number;
  /** Bytes of the answers' bodies, as they came over the wire (for the capacity plan's bandwidth). */
  bytes: number;
}

export interface Percentiles {
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

/** Percentiles of unsorted times (nearest rank, as the other benches compute them). */
export function percentilesOf(times: number[]): Percentiles {
  if (times.length === 0) return { p50Ms: null, p95Ms: null, p99Ms: null, maxMs: null };
  const sorted = Float64Array.from(times).sort();
  const at = (p: number) => Math.round(percentile(sorted as unknown as number[], p) * 10) / 10;
  return { p50Ms: at(50), p95Ms: at(95), p99Ms: at(99), maxMs: Math.round(sorted[sorted.length - 1]! * 10) / 10 };
}

/** A few failed answers, kept to say what went wrong. */
export interface FailureSample {
  kind: RequestKind;
  status: number | string;
  body: string;
}

/** Tallies answers by kind while `measuring` is on (a stage's window); `always` tallies for the whole run. */
export class Recorder {
  measuring: boolean;
  readonly kinds = new Map<RequestKind, KindTally>();
  readonly failures: FailureSample[] = [];

  constructor(measuring = false) {
    this.measuring = measuring;
  }

  add(
    kind: RequestKind,
    ms: number,
    outcome: 'ok' | 'server-error' | 'unexpected' | 'transport',
    sample?: FailureSample,
    bytes = 0,
  ) {
    if (!this.measuring) return;
    let tally = this.kinds.get(kind);
    if (!tally) {
      tally = { count: 0, times: [], serverErrors: 0, unexpected: 0, transportErrors: 0, bytes: 0 };
      this.kinds.set(kind, tally);
    }
    tally.count++;
    tally.bytes += bytes;
    if (outcome !== 'transport') tally.times.push(ms);
    if (outcome === 'server-error') tally.serverErrors++;
    if (outcome === 'unexpected') tally.unexpected++;
    if (outcome === 'transport') tally.transportErrors++;
    if (sample && this.failures.length < 10) this.failures.push(sample);
  }

  /** Every answer's time, all kinds together but those left out. */
  allTimes(except: readonly RequestKind[] = []): number[] {
    return [...this.kinds].filter(([kind]) => !except.includes(kind)).flatMap(([, t]) => t.times);
  }

  total(field: 'count' | 'serverErrors' | 'unexpected' | 'transportErrors'): number {
    let n = 0;
    for (const tally of this.kinds.values()) n += tally[field];
    return n;
  }
}

export interface Teacher {
  username: string;
  password: string;
  /** The address she appears to come from (X-Forwarded-For): one per teacher, as in a school district. */
  ip: string;
  listIds: number[];
  uploads: number;
}

type Body = { json: unknown } | { multipart: { fields: Record<string, string>; file: Buffer; fileName: string } };

export interface Answer {
  status: number;
  text: string;
}

const UNSAFE = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * One teacher's browser: her cookies (CSRF and session) and the CSRF token from the answers' header, sent back on
 * writes as the web app does. Every request is tallied in each recorder given.
 */
export class TeacherBrowser {
  private readonly cookies = new Map<string, string>();
  private token: string | undefined;

  constructor(
    private readonly pool: Pool,
    readonly teacher: Teacher,
    private readonly recorders: Recorder[],
  ) {}

  /**
   * Sends one request and reads its whole answer. Answers null when the status is not `expected` (or there was no
   * answer): the step failed, and the recorders know why.
   */
  async call(
    kind: RequestKind,
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: Body,
    expected = 200,
  ): Promise<Answer | null> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.teacher.ip };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (UNSAFE.has(method) && this.token) headers['x-csrftoken'] = this.token;
    let payload: string | Buffer | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      const form = multipart(body.multipart.fields, body.multipart.file, body.multipart.fileName);
      headers['content-type'] = form.contentType;
      payload = form.payload;
    }
    const started = performance.now();
    try {
      const response = await this.pool.request({ path, method, headers, body: payload });
      const raw = Buffer.from(await response.body.arrayBuffer());
      const text = raw.toString('utf8');
      const ms = performance.now() - started;
      this.remember(response.headers);
      const status = response.statusCode;
      const outcome = status >= 500 ? 'server-error' : status === expected ? 'ok' : 'unexpected';
      const sample = outcome === 'ok' ? undefined : { kind, status, body: text.slice(0, 300) };
      for (const recorder of this.recorders) recorder.add(kind, ms, outcome, sample, raw.length);
      return outcome === 'ok' ? { status, text } : null;
    } catch (error) {
      const sample = { kind, status: 'no answer', body: error instanceof Error ? error.message : String(error) };
      for (const recorder of this.recorders) recorder.add(kind, performance.now() - started, 'transport', sample);
      return null;
    }
  }

  /** Forgets the session (a lesson that ended badly starts again from the login page). */
  reset(): void {
    this.cookies.clear();
    this.token = undefined;
  }

  private remember(headers: Record<string, string | string[] | undefined>): void {
    const setCookie = headers['set-cookie'];
    for (const line of typeof setCookie === 'string' ? [setCookie] : (setCookie ?? [])) {
      const pair = line.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = /max-age=0\b/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const token = headers['x-csrftoken'];
    if (typeof token === 'string') this.token = token;
  }
}

function multipart(fields: Record<string, string>, file: Buffer, fileName: string) {
  const boundary = `----load${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
