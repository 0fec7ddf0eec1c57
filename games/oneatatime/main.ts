// One At A Time (design/games.md #22): the flashcard presenter, a Pro tool outside the catalogue (common's
// ONE_AT_A_TIME names it). Its order and steps are logic/, its screen scenes/.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { showHowItWorks } from './scenes/how-it-works';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  titleAction: { label: 'How it works', key: 'H', run: (scene) => showHowItWorks(scene, manifest.howTo) },
});
