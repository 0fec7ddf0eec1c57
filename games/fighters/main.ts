import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { FIGHT_STATS, fightState } from './state';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  state: fightState,
  stats: FIGHT_STATS,
});
