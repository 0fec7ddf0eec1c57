// Word Wheel (design/games.md #20), a classroom tool: the teacher's words on a spinner, an optional task wheel,
// elimination and mystery modes. Its rules are logic/, its screen scenes/play-scene.ts.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { wordWheelState } from './state';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  state: wordWheelState,
});
