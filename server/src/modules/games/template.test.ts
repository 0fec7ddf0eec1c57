import { describe, expect, it } from 'vitest';
import { GAME_DATA_MARKER, type GameTemplateData } from '@playwords/common';
import { contentSecurityPolicy, OFFLINE_GAME_BOOT_HASH } from '../../platform/security-headers';
import { embedGameData, gamePageCsp, jsonForScriptElement } from './template';

const data = (words: string[]): GameTemplateData => ({
  version: 1,
  game: { index: 1, key: 'wordsearch', name: 'Word Search' },
  wordlist: { id: 1, theme: 'T', words },
  images: {},
  flags: {
    uses_words: true,
    uses_backgrounds: true,
    uses_projectiles: false,
    uses_characters: false,
    uses_monsters: false,
  },
  username: 'miss_lee',
});

describe('jsonForScriptElement', () => {
  it('escapes <, >, & and the JavaScript line ends, and reads back as the same value', () => {
    const value = { w: '</script><!-- a & b --> \u2028 \u2029 ok' };
    const json = jsonForScriptElement(value);
    expect(json).toBe('{"w":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b --\\u003e \\u2028 \\u2029 ok"}');
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('embedGameData', () => {
  it('replaces the marker once, keeping replacement patterns in words literal', () => {
    const html = `<head>${GAME_DATA_MARKER}</head>`;
    const out = embedGameData(html, data(['$&', "$'", '$1']));
    expect(out).not.toContain(GAME_DATA_MARKER);
    expect(out).toBe(
      '<head><script type="application/json" id="playwords-data">' +
        jsonForScriptElement(data(['$&', "$'", '$1'])) +
        '</script></head>',
    );
  });
});

describe('gamePageCsp', () => {
  it('allows the image store for pictures and nothing inline but styles', () => {
    const csp = gamePageCsp(['https://img.example.com']);
    expect(csp).toContain("img-src 'self' data: blob: https://img.example.com");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
  });
});

describe("the app page's CSP, which a game frame inherits", () => {
  it('lets pictures come from the image store when it is S3', () => {
    expect(contentSecurityPolicy(false)).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy(false, ['https://cdn.example.com'])).toContain(
      "img-src 'self' data: blob: https://cdn.example.com;",
    );
    expect(contentSecurityPolicy(false, ['https://cdn.example.com'])).toContain(
      `script-src 'self' blob: ${OFFLINE_GAME_BOOT_HASH};`,
    );
  });
});
