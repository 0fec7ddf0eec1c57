// Open The Safe (design: a safe's letter keypad; tap the spoken word's letters in order, three tries).
import { bootGame, fromManifest } from '../kit';
import { SETTINGS } from './logic/settings';
import { SAFE_STATS, safeState } from './logic/state';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';

bootGame({
  ...fromManifest(manifest),
  settings: SETTINGS,
  saveVersion: 1,
  scenes: [PlayScene],
  state: safeState,
  stats: SAFE_STATS,
});
