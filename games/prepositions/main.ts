// Prepositions (design: the built-in prepositions with props; 'Where is it?' and 'Put it!'). It plays no word list:
// the catalogue says so (uses_words) and fromManifest tells the kit.
import { bootGame, fromManifest } from '../kit';
import { SETTINGS } from './logic/settings';
import { PREPOSITION_STATS, prepositionsState } from './logic/state';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';

bootGame({
  ...fromManifest(manifest),
  settings: SETTINGS,
  saveVersion: 1,
  scenes: [PlayScene],
  state: prepositionsState,
  stats: PREPOSITION_STATS,
});
