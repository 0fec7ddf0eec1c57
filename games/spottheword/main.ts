// Spot The Word (design/games.md #10): its rules are logic/, its screen scenes/play-scene.ts.
import { bootGame, fromManifest } from '../kit';
import { newRound, readRound } from './logic/round';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  // The round carried from one round to the next and in a save: typed, read back safely.
  state: { initial: ({ settings }) => newRound(settings.words), parse: readRound },
});
