// The preview host: plays a game the way /games/:game does — the page's HTML in a sandboxed srcdoc frame
// (opaque origin), the template data embedded where the marker is, and the host side of the message protocol
// (session, loadplz → load from this page's localStorage, history, played, ready, fullscreen).
import {
  findPlayableGame,
  GAME_DATA_ELEMENT_ID,
  GAME_DATA_MARKER,
  readGameToHostMessage,
  type GameSave,
} from '@playwords/common';
import { sampleTemplateData } from '../kit/sample-data';

const params = new URLSearchParams(window.location.search);
const key = params.get('game') ?? 'demo';
const folder = params.get('folder') ?? (key === 'demo' ? '/dev/demo/' : `/${key}/`);
const saveKey = `playwords-preview-save:${key}`;
const frame = document.getElementById('frame') as HTMLIFrameElement;
const log = (text: string) => {
  const line = document.createElement('div');
  line.textContent = `${new Date().toLocaleTimeString()} ${text}`;
  document.getElementById('log')!.prepend(line);
};
document.getElementById('game-name')!.textContent = key;

/** JSON safe inside a <script> element (the server does the same). */
const embed = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

async function load(): Promise<void> {
  const html = await (await fetch(folder)).text();
  // A list-free game gets no list, as from the server.
  const data = sampleTemplateData(key, key, { usesWords: findPlayableGame(key)?.uses_words ?? true });
  const script = `<script type="application/json" id="${GAME_DATA_ELEMENT_ID}">${embed(data)}</script>`;
  // The srcdoc document resolves URLs against this page; <base> points them at the game's folder.
  frame.srcdoc = html.replace(GAME_DATA_MARKER, `<base href="${new URL(folder, window.location.href).href}">${script}`);
  frame.addEventListener(
    'load',
    () => {
      frame.contentWindow?.postMessage({ type: 'session', session_id: 'preview', user_token: 'preview' }, '*');
    },
    { once: true },
  );
  log(`loaded ${folder}`);
}

const started = performance.now();
window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  const message = readGameToHostMessage(event.data);
  if (!message) return log(`ignored ${JSON.stringify(event.data)}`);
  switch (message.type) {
    case 'ready':
      return log(`ready after ${Math.round(performance.now() - started)} ms`);
    case 'loadplz': {
      const raw = localStorage.getItem(saveKey);
      const save = raw ? (JSON.parse(raw) as GameSave) : null;
      frame.contentWindow?.postMessage({ type: 'load', save }, '*');
      return log(`loadplz → ${save ? 'a save' : 'no save'}`);
    }
    case 'history':
      localStorage.setItem(saveKey, JSON.stringify(message.save));
      return log(`history saved: ${JSON.stringify(message.save).slice(0, 160)}`);
    case 'played':
      return log('played');
    case 'class-result':
      // The web page queues it and posts it to the class; the preview only shows it.
      return log(`class result for class ${message.class_id}: ${JSON.stringify(message.result).slice(0, 200)}`);
    case 'fullscreen':
      log('fullscreen');
      if (document.fullscreenElement) void document.exitFullscreen();
      else void frame.requestFullscreen();
  }
});

document.getElementById('clear')!.addEventListener('click', () => {
  localStorage.removeItem(saveKey);
  log('save forgotten');
});
document.getElementById('reload')!.addEventListener('click', () => void load());
void load();
