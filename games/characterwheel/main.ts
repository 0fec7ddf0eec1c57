// Character Wheel (design/games.md #18): a classroom tool, a spinner of the teacher's favourite characters. It plays
// no word list (the catalogue's uses_words) and has no teams or podium (its manifest's tool flag): fromManifest says so.
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
