import { describe, expect, it } from 'vitest';
import { paragraphsOf, segmentsOf } from './post-text';

const text = (t: string) => ({ kind: 'text', text: t });
const link = (t: string, href = t) => ({ kind: 'link', text: t, href });

describe('paragraphsOf', () => {
  it('splits paragraphs on blank lines and keeps the line breaks inside one', () => {
    expect(paragraphsOf('Hello teachers!\nWelcome back.\n\nNew games soon.\r\n \r\n\n\nBye')).toEqual([
      [[text('Hello teachers!')], [text('Welcome back.')]],
      [[text('New games soon.')]],
      [[text('Bye')]],
    ]);
  });

  it('answers nothing for blank text', () => {
    expect(paragraphsOf(' \n\n \n')).toEqual([]);
  });
});

describe('segmentsOf', () => {
  it('makes http and https addresses links, leaving the sentence around them as text', () => {
    expect(segmentsOf('Read https://example.com/news?id=3#top, then http://example.org.')).toEqual([
      text('Read '),
      link('https://example.com/news?id=3#top'),
      text(', then '),
      link('http://example.org', 'http://example.org/'),
      text('.'),
    ]);
  });

  it('keeps brackets an address opened and drops one it did not', () => {
    expect(segmentsOf('(see https://en.wikipedia.org/wiki/Bee_(disambiguation))')).toEqual([
      text('(see '),
      link('https://en.wikipedia.org/wiki/Bee_(disambiguation)'),
      text(')'),
    ]);
  });

  it('links no other scheme and nothing inside a word', () => {
    for (const line of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:someone@example.com',
      'ftp://example.com/file',
      'xhttps://example.com',
      'https://',
      'https://:80/',
    ]) {
      expect(segmentsOf(line)).toEqual([text(line)]);
    }
  });

  it('gives the browser a well-formed URL (spaces and quotes end an address)', () => {
    expect(segmentsOf('https://example.com/a"onmouseover="x')).toEqual([
      link('https://example.com/a', 'https://example.com/a'),
      text('"onmouseover="x'),
    ]);
    expect(segmentsOf('HTTPS://EXAMPLE.COM/Path')).toEqual([
      link('HTTPS://EXAMPLE.COM/Path', 'https://example.com/Path'),
    ]);
  });
});
