// Wordbrain (design/games.md #4): the list's words hidden as paths of touching letters; found words vanish and the
// letters above fall.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { WORDBRAIN_STATS, wordbrainState } from './logic/saved-state';
import { SETTINGS } from './logic/settings';
import { PlayScene } from './scenes/play-scene';

bootGame({
  ...fromManifest(manifest),
  settings: SETTINGS,
  saveVersion: 1,
  scenes: [PlayScene],
  state: wordbrainState,
  stats: WORDBRAIN_STATS,
});
