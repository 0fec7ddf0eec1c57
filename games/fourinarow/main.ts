// Four In A Row (design/games.md #17): its rules are logic/ (the board, a board's turns, the words over the columns,
// the layout), its screen scenes/.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { FOUR_STATS, fourState } from './state';
import { t } from './texts';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  state: fourState,
  stats: FOUR_STATS,
  // A board is a round; a team's score is the boards it won (four in a row): '1 win' on the podium.
  roundName: t('standings.roundName'),
  standings: { unit: { one: t('standings.one'), other: t('standings.other') } },
});
