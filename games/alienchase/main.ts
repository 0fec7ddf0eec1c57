import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { CHASE_STATS, chaseState } from './state';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  state: chaseState,
  stats: CHASE_STATS,
});
