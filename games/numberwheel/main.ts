// Number Wheel (design/games.md #19): a classroom tool, a number from a smallest to a largest (a wheel up to 24 of
// them, a digit roller above). It plays no word list (the catalogue's uses_words) and has no teams or podium (its
// manifest's tool flag): fromManifest says so.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
});
