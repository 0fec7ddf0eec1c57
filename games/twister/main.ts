// Twister (design/games.md #15): its rules are logic/, its screen scenes/; the printed mat is common's plan
// (rules/twister-mat.ts), made into a PDF by the host page.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { printMat } from './scenes/print-mat';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { TWISTER_STATS, twisterState } from './state';
import { t } from './texts';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  state: twisterState,
  stats: TWISTER_STATS,
  titleAction: { label: t('print.action'), key: 'P', run: printMat },
  printable: 'twister',
});
