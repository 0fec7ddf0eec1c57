// Number Line (design: a character on a number line; a number is spoken and a team taps its place). It plays no
// word list: the catalogue says so (uses_words) and fromManifest tells the kit.
import { bootGame, fromManifest } from '../kit';
import { SETTINGS } from './logic/settings';
import { LINE_STATS, lineState } from './logic/state';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';

bootGame({
  ...fromManifest(manifest),
  settings: SETTINGS,
  saveVersion: 1,
  scenes: [PlayScene],
  state: lineState,
  stats: LINE_STATS,
});
