// A news post's text as the page shows it (accounts §2): plain text, never markup. Paragraphs are split on blank
// lines, line breaks are kept, and http(s) addresses become links; nothing else is ever a link.

/** A run of a line: text as written, or an http(s) address with the URL it opens. */
export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A line of a paragraph. */
export type Line = Segment[];

/** A paragraph: its lines, in order. */
export type Paragraph = Line[];

/** An address's start: http:// or https://, not inside a word ('xhttp://…' is no link). */
const ADDRESS = /(?<![\p{L}\p{N}])https?:\/\/[^\s<>"]+/giu;

/** Characters that end a sentence around an address rather than belonging to it. */
const TRAILING = /[.,;:!?'"*]+$/;

const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Drops what ends a sentence and a closing bracket the address did not open ('(see https://a.example/x)'). */
function trimAddress(candidate: string): string {
  let text = candidate;
  for (;;) {
    const before = text;
    text = text.replace(TRAILING, '');
    const last = text.at(-1);
    const opener = last ? PAIRS[last] : undefined;
    if (opener) {
      const opened = text.split(opener).length - 1;
      const closed = text.split(last!).length - 1;
      if (closed > opened) text = text.slice(0, -1);
    }
    if (text === before) return text;
  }
}

/** The URL an address opens, or null when it is not a well-formed http(s) address with a host. */
function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** One line as text and links. */
export function segmentsOf(line: string): Line {
  const segments: Line = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let at = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    pushText(line.slice(at, match.index));
    if (href) segments.push({ kind: 'link', text: address, href });
    else pushText(address);
    at = match.index + address.length;
  }
  pushText(line.slice(at));
  return segments;
}

/** The paragraphs of a post's text: split on blank lines, each line's links found. */
export function paragraphsOf(text: string): Paragraph[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => block.split('\n').map(segmentsOf));
}
