import Phaser from 'phaser';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import './page.css';
import type { FrameStatsSummary } from './logic/frame-stats';
import type { SettingsSchema } from './logic/settings';
import { installCanvasTint } from './canvas-tint';
import { installKeyboardOnce } from './keyboard-once';
import { pageLanguage } from './logic/i18n';
import { Kit, type GameDefinition } from './kit';
import { renderSize, type RenderSize } from './render-size';
import { chooseRenderer } from './renderer-choice';
import { sampleTemplateData } from './sample-data';
import { BootScene } from './scenes/boot-scene';
import { OverlayScene } from './scenes/overlay-scene';
import { PodiumScene } from './scenes/podium-scene';
import { RoundSummaryScene } from './scenes/round-summary-scene';
import { TeamSetupScene } from './scenes/team-setup-scene';
import { TitleScene } from './scenes/title-scene';
import { STAGE_HEIGHT, STAGE_WIDTH } from './stage';
import { readTemplateData } from './template-data';
import { COLOURS, css } from './ui/theme';

declare global {
  interface Window {
    /** The frame-time probe the benchmark reads (performance.md): median and p95 of recent frame times. */
    __playwordsFrameStats?: () => FrameStatsSummary;
    /** The running kit, for e2e tests and the preview harness. */
    __playwordsKit?: Kit;
  }
}

/**
 * Starts a game page: reads the embedded template data (the sample when there is none), builds the kit and runs
 * Phaser on a 1920×1080 stage fitted to the frame (Scale.FIT, centred: the same maths as `fitStage`).
 * The drawing buffer is the frame's displayed size (`renderSize`), not 1920×1080: the kit zooms each scene's main
 * camera so games still place everything in stage coordinates (pointer.worldX/worldY are stage coordinates;
 * pointer.x/y are buffer pixels). The renderer is Canvas where WebGL would run on the CPU (`chooseRenderer`).
 * `?seed=N` in the page's URL fixes the random order (screenshots, tests); `?renderer=webgl|canvas` forces one.
 */
export function bootGame<S extends SettingsSchema, State, C extends string>(
  definition: GameDefinition<S, State, C>,
): Phaser.Game {
  const embedded = readTemplateData(document);
  const params = new URLSearchParams(window.location.search);
  // The preview's sample data speaks the language of `?lang=` (zh-CN or en).
  const data = embedded ?? {
    ...sampleTemplateData(definition.key, definition.name, { usesWords: definition.usesWords }),
    language: pageLanguage(),
  };
  const seedParam = params.get('seed');
  const seed = seedParam !== null && /^\d+$/.test(seedParam) ? Number(seedParam) : undefined;
  const kit = new Kit(definition, data, embedded ? 'page' : 'sample', window, seed);
  kit.sfx.unlockOn(window);
  document.title = kit.name;
  // The page's language, so the browser picks Simplified Chinese glyphs for Chinese text.
  document.documentElement.lang = kit.language;

  installKeyboardOnce();
  kit.renderer = chooseRenderer(document, params.get('renderer'));
  if (kit.renderer === 'canvas') {
    preferCpuCanvases();
    installCanvasTint();
  }
  const parent = document.getElementById('game');
  let size = measure(parent);
  kit.renderSize = size;

  const game = new Phaser.Game({
    type: kit.renderer === 'canvas' ? Phaser.CANVAS : Phaser.WEBGL,
    ...(kit.renderer === 'canvas' ? cpuCanvas() : {}),
    parent: 'game',
    width: size.width,
    height: size.height,
    // White: backgrounds fade towards it (see addBackground); the letterbox around the stage is the page's.
    backgroundColor: css(COLOURS.white),
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH },
    // Pictures come from the app's origin into an opaque-origin frame: CORS requests, or WebGL refuses them.
    loader: { crossOrigin: 'anonymous', imageLoadType: 'HTMLImageElement' },
    input: { activePointers: 4 },
    banner: false,
    audio: { noAudio: true },
    callbacks: { preBoot: (booting) => booting.registry.set('kit', kit) },
    scene: [BootScene, TitleScene, TeamSetupScene, RoundSummaryScene, PodiumScene, ...definition.scenes, OverlayScene],
  });
  kit.game = game;
  // Every scene's main camera shows the whole stage in the buffer, whatever its size (checked before each render:
  // scenes start and stop all the time, and a few comparisons a frame cost nothing).
  game.events.on(Phaser.Core.Events.PRE_RENDER, () => fitCameras(game, size));
  // A new size is applied at the start of the next step: resizing the canvas clears it, and the same step then
  // draws into it before the browser shows it (resized at once, the frame would flash black until the next step).
  let resized = false;
  if (parent && typeof ResizeObserver !== 'undefined') {
    new ResizeObserver(() => {
      const next = measure(parent);
      if (next.width === size.width && next.height === size.height) return;
      size = next;
      resized = true;
    }).observe(parent);
  }
  game.events.on(Phaser.Core.Events.PRE_STEP, () => {
    if (!resized) return;
    resized = false;
    kit.renderSize = size;
    game.scale.setGameSize(size.width, size.height);
  });
  // Raw time between frames (Phaser's own delta is smoothed and capped, which would hide slow frames).
  let lastFrame = -1;
  game.events.on(Phaser.Core.Events.STEP, (time: number) => {
    if (lastFrame >= 0) kit.frameStats.record(time - lastFrame);
    lastFrame = time;
  });
  window.__playwordsFrameStats = () => kit.frameStats.summary();
  window.__playwordsKit = kit as unknown as Kit;
  return game;
}

/** The buffer size for the game's element as laid out now. */
function measure(parent: HTMLElement | null): RenderSize {
  const box = parent?.getBoundingClientRect();
  return renderSize(box?.width ?? 0, box?.height ?? 0, window.devicePixelRatio);
}

/** Zooms each scene's main camera so the 1920×1080 stage fills a buffer of `size`. Allocates nothing. */
function fitCameras(game: Phaser.Game, size: RenderSize): void {
  const scenes = game.scene.scenes;
  for (let i = 0; i < scenes.length; i++) {
    const camera = scenes[i]!.sys.cameras?.main;
    if (!camera || (camera.zoomX === size.zoom && camera.width === size.width && camera.height === size.height))
      continue;
    camera.setSize(size.width, size.height);
    camera.setZoom(size.zoom);
    camera.centerOn(STAGE_WIDTH / 2, STAGE_HEIGHT / 2);
  }
}

/**
 * With the Canvas renderer, every 2D canvas of the page is drawn by the CPU: `willReadFrequently` asks the browser
 * for a CPU-backed canvas. The kit uses Canvas only where the GPU is software anyway, and a browser that still
 * "accelerates" 2D canvases through SwiftShader was 4× slower per frame, most of it copying accelerated canvases
 * (texts, Word Search's letter atlas) back to the CPU for every draw (docs/decisions.md § Game performance).
 * The game page is the kit's own sandboxed document, so changing the default there touches nothing else.
 */
function preferCpuCanvases(): void {
  const proto = HTMLCanvasElement.prototype as unknown as {
    getContext: (this: HTMLCanvasElement, kind: string, options?: object) => RenderingContext | null;
  };
  const getContext = proto.getContext;
  proto.getContext = function (kind, options) {
    return getContext.call(this, kind, kind === '2d' ? { ...options, willReadFrequently: true } : options);
  };
}

/** The Canvas renderer's own canvas: CPU-backed and opaque (the stage is). */
function cpuCanvas(): { canvas?: HTMLCanvasElement; context?: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { alpha: false, willReadFrequently: true });
  return context ? { canvas, context } : {};
}
