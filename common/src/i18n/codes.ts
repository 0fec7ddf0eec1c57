import errors from './en/errors';
import type { Messages } from './types';

/**
 * The stable code of each message the API sends: its key in the 'errors' catalogue (`wordlists.wordsRequired`).
 * The server adds the codes beside the English texts (which stay, for every other client); the web app shows the
 * code's text in the reader's language, with the values the English text carried (`{{seconds}}`).
 */
interface Template {
  code: string;
  /** The English text as a pattern, its `{{name}}` values captured in order. */
  pattern: RegExp | null;
  names: string[];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function flatten(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

let exact: Map<string, string> | undefined;
let templates: Template[] | undefined;

function build(): void {
  exact = new Map();
  templates = [];
  for (const [code, text] of flatten(errors as Messages)) {
    const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, code);
      continue;
    }
    const source = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    templates.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
  }
}

export interface MessageCode {
  code: string;
  params: Record<string, string>;
}

/** The code of an English API message and the values it carries, or null for a text the catalogue lacks. */
export function messageCode(text: string): MessageCode | null {
  if (!exact || !templates) build();
  const code = exact!.get(text);
  if (code) return { code, params: {} };
  for (const template of templates!) {
    const match = template.pattern?.exec(text);
    if (match) {
      return { code: template.code, params: Object.fromEntries(template.names.map((n, i) => [n, match[i + 1] ?? ''])) };
    }
  }
  return null;
}

/**
 * An error body's codes, beside its texts: `{"words": ["Enter at least one word."]}` gives
 * `{"words": ["wordlists.wordsRequired"]}`; `detail` gives `{"detail": ["notFound"]}`. A text the catalogue lacks
 * has `null`, and the reader sees the English text.
 */
export function errorCodes(body: Record<string, unknown>): Record<string, (string | null)[]> {
  const codes: Record<string, (string | null)[]> = {};
  for (const [field, value] of Object.entries(body)) {
    const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
    if (!texts || !texts.every((t) => typeof t === 'string')) continue;
    codes[field] = texts.map((text: string) => messageCode(text)?.code ?? null);
  }
  return codes;
}
