// Monster Mash (design/games.md #14): its rules are logic/, its screen scenes/.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { MASH_STATS, mashState } from './state';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  state: mashState,
  stats: MASH_STATS,
});
