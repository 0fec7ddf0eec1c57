import { bootGame, fromManifest } from '../kit';
import manifest from './manifest';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
});
