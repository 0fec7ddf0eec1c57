import Phaser from 'phaser';
import '@fontsource/nunito/700.css';
import '@fontsource/nunito/800.css';
import './page.css';
import type { FrameStatsSummary } from './logic/frame-stats';
import type { SettingsSchema } from './logic/settings';
import { Kit, type GameDefinition } from './kit';
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
 * `?seed=N` in the page's URL fixes the random order (screenshots, tests).
 */
export function bootGame<S extends SettingsSchema>(definition: GameDefinition<S>): Phaser.Game {
  const embedded = readTemplateData(document);
  const data = embedded ?? sampleTemplateData(definition.key, definition.name);
  const seedParam = new URLSearchParams(window.location.search).get('seed');
  const seed = seedParam !== null && /^\d+$/.test(seedParam) ? Number(seedParam) : undefined;
  const kit = new Kit(definition, data, embedded ? 'page' : 'sample', window, seed);
  kit.sfx.unlockOn(window);
  document.title = kit.name;

  const game = new Phaser.Game({
    type: Phaser.WEBGL,
    parent: 'game',
    width: STAGE_WIDTH,
    height: STAGE_HEIGHT,
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
