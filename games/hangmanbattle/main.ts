// Hangman Battle: teams guess a hidden word's letters; right letters strike rivals, wrong ones cost hearts.
import { bootGame, fromManifest } from '../kit';
import { SETTINGS } from './logic/settings';
import { HANGMAN_STATS, hangmanState } from './logic/state';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { t } from './texts';

bootGame({
  ...fromManifest(manifest),
  settings: SETTINGS,
  saveVersion: 1,
  scenes: [PlayScene],
  state: hangmanState,
  stats: HANGMAN_STATS,
  // A team's score is its hearts left: the summary and the podium say hearts, not points.
  standings: { unit: { one: t('standings.one'), other: t('standings.other') } },
});
