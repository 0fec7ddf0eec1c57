import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  GAME_DATA_ELEMENT_ID,
  OFFLINE_GAME_BOOT,
  OFFLINE_MODULES_ELEMENT_ID,
  type OfflineModules,
} from '@playwords/common';
import { mockFetch } from '../test/fetch-mock';
import { chunkImports, collectModules, offlineGamePage, pictureUrls, useGamePageSource } from './offline-game-page';

const text =
  (body: string, type = 'text/javascript') =>
  () =>
    new Response(body, { status: 200, headers: { 'Content-Type': type } });

// A built page as games/vite.config.ts writes it, with its data as the template route embeds it.
const DATA = {
  wordlist: { id: 5, theme: 'Zoo </script>', words: ['cat', 'dog'], pictures: ['/pictures/cat.png', null] },
  images: {
    backgrounds: [{ id: 1, image: '/media/bg.png' }],
    characters: [{ id: 2, image: 'https://s3.example/x.png' }],
  },
};
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script type="application/json" id="${GAME_DATA_ELEMENT_ID}">${JSON.stringify(DATA).replace(/</g, '\\u003c')}</script>
<title>Word Search</title>
<script type="module" crossorigin src="/game-assets/assets/wordsearch-A1.js"></script>
<link rel="modulepreload" crossorigin href="/game-assets/assets/phaser-B2.js">
<link rel="modulepreload" crossorigin href="/game-assets/assets/kit-C3.js">
<link rel="stylesheet" crossorigin href="/game-assets/assets/kit-D4.css">
</head><body><div id="game"></div></body></html>`;

const MODULES = {
  'wordsearch-A1.js': 'import{k}from"./kit-C3.js";import{P}from"./phaser-B2.js";k(P);',
  'kit-C3.js': 'import{P}from"./phaser-B2.js";export const k=()=>P;',
  'phaser-B2.js': 'export const P="</script>";',
};

describe('the modules of a game page', () => {
  it("reads a module's chunk imports, each once", () => {
    expect(chunkImports(MODULES['wordsearch-A1.js'])).toEqual(['kit-C3.js', 'phaser-B2.js']);
    expect(chunkImports('import"./side.js";import("./lazy-x.js");const s="./not-a-module.css"')).toEqual([
      'side.js',
      'lazy-x.js',
    ]);
  });

  it('orders the import graph leaves first, each module with the chunks it names', async () => {
    const read = (name: string) => Promise.resolve(MODULES[name as keyof typeof MODULES]);
    const modules = await collectModules('wordsearch-A1.js', read);
    expect(modules.map(([name, , deps]) => [name, deps])).toEqual([
      ['phaser-B2.js', []],
      ['kit-C3.js', ['phaser-B2.js']],
      ['wordsearch-A1.js', ['kit-C3.js', 'phaser-B2.js']],
    ]);
  });

  it('refuses a cycle (it cannot be ordered)', async () => {
    const cyclic: Record<string, string> = { 'a.js': 'import"./b.js"', 'b.js': 'import"./a.js"' };
    await expect(collectModules('a.js', (name) => Promise.resolve(cyclic[name]!))).rejects.toThrow(/cycle/);
  });
});

describe('the pictures of a game page', () => {
  it("finds this origin's /media/ and /pictures/ URLs at any depth, not another origin's", () => {
    expect([...pictureUrls(DATA)].sort()).toEqual(['/media/bg.png', '/pictures/cat.png']);
  });
});

describe('offlineGamePage', () => {
  it('puts the modules, the stylesheet and the pictures into the page, with the boot script', async () => {
    const { callsTo } = mockFetch({
      'GET /game-assets/assets/wordsearch-A1.js': text(MODULES['wordsearch-A1.js']),
      'GET /game-assets/assets/kit-C3.js': text(MODULES['kit-C3.js']),
      'GET /game-assets/assets/phaser-B2.js': text(MODULES['phaser-B2.js']),
      'GET /game-assets/assets/kit-D4.css': text(
        '@font-face{src:url(/game-assets/assets/nunito-latin-700-normal-X9.woff2)format("woff2")}' +
          '@font-face{src:url(/game-assets/assets/nunito-cyrillic-700-normal-Y8.woff2)}body{margin:0}',
        'text/css',
      ),
      'GET /game-assets/assets/nunito-latin-700-normal-X9.woff2': text('font', 'font/woff2'),
      'GET /pictures/cat.png': text('png', 'image/png'),
      // Not in the cache: the picture stays a link.
      'GET /media/bg.png': () => new Response('', { status: 504 }),
    });
    const page = await offlineGamePage(PAGE);
    expect(callsTo('GET /game-assets/assets/phaser-B2.js')).toHaveLength(1);

    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="stylesheet"]')).toHaveLength(0);
    const style = doc.querySelector('style')!.textContent;
    expect(style).toContain('url(data:font/woff2;base64,');
    expect(style).toContain('url(/game-assets/assets/nunito-cyrillic-700-normal-Y8.woff2)');

    const modulesElement = doc.getElementById(OFFLINE_MODULES_ELEMENT_ID)!;
    // Nothing in the element can close it: '</script>' in a module is escaped.
    expect(page).not.toContain('"</script>"');
    const payload = JSON.parse(modulesElement.textContent) as OfflineModules;
    expect(payload.entry).toBe('wordsearch-A1.js');
    expect(payload.modules.map(([name]) => name)).toEqual(['phaser-B2.js', 'kit-C3.js', 'wordsearch-A1.js']);
    expect(payload.modules[0]![1]).toBe(MODULES['phaser-B2.js']);
    const boot = doc.querySelector('script[type="module"]')!;
    expect(boot.textContent).toBe(OFFLINE_GAME_BOOT);
    expect(boot.compareDocumentPosition(modulesElement) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();

    const data = JSON.parse(doc.getElementById(GAME_DATA_ELEMENT_ID)!.textContent) as typeof DATA;
    expect(data.wordlist.theme).toBe('Zoo </script>');
    expect(data.wordlist.pictures[0]).toBe(`data:image/png;base64,${btoa('png')}`);
    expect(data.images.backgrounds[0]!.image).toBe('/media/bg.png');
    expect(data.images.characters[0]!.image).toBe('https://s3.example/x.png');
  });

  it('fails when a module is not cached (the page is then used as it came)', async () => {
    mockFetch({
      'GET /game-assets/assets/wordsearch-A1.js': text(MODULES['wordsearch-A1.js']),
      'GET /game-assets/assets/kit-C3.js': () => new Response('', { status: 504 }),
      'GET /game-assets/assets/phaser-B2.js': text(MODULES['phaser-B2.js']),
    });
    await expect(offlineGamePage(PAGE)).rejects.toThrow(/kit-C3/);
  });
});

describe('the boot script', () => {
  it('links each module to its dependencies by blob URLs, leaves first, and imports the entry', () => {
    const made: string[] = [];
    const urls = new Map<string, string>();
    const fakeUrl = {
      createObjectURL: (blob: { parts: string[] }) => {
        const url = `blob:null/${made.length}`;
        made.push(blob.parts.join(''));
        urls.set(url, blob.parts.join(''));
        return url;
      },
    };
    const payload: OfflineModules = {
      entry: 'game.js',
      modules: [
        ['phaser.js', 'export const P=1;', []],
        ['kit.js', 'import{P}from"./phaser.js";', ['phaser.js']],
        ['game.js', 'import"./kit.js";import{P}from"./phaser.js";', ['kit.js', 'phaser.js']],
      ],
    };
    const imported: string[] = [];
    const document = {
      getElementById: (id: string) =>
        id === OFFLINE_MODULES_ELEMENT_ID ? { textContent: JSON.stringify(payload) } : null,
    };
    class FakeBlob {
      constructor(readonly parts: string[]) {}
    }
    // The script as the frame runs it, its import() given to a stand-in.
    const run = new Function('document', 'URL', 'Blob', '__import', OFFLINE_GAME_BOOT.replace('import(', '__import('));
    run(document, fakeUrl, FakeBlob, (url: string) => imported.push(url));
    expect(made).toEqual([
      'export const P=1;',
      'import{P}from"blob:null/0";',
      'import"blob:null/1";import{P}from"blob:null/0";',
    ]);
    expect(imported).toEqual(['blob:null/2']);
  });
});

describe('useGamePageSource', () => {
  it('keeps the page as it came when a service worker takes the page over after it opened (a first visit)', () => {
    const serviceWorker = { controller: null as object | null };
    Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
    try {
      const { result, rerender } = renderHook(({ html }) => useGamePageSource(html), { initialProps: { html: PAGE } });
      expect(result.current).toBe(PAGE);
      // The worker claims the page: the frame's page must not go away (nor be decided again).
      serviceWorker.controller = {};
      rerender({ html: PAGE });
      expect(result.current).toBe(PAGE);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
