// Space Fight (design/games.md #21): team against team in spaceships; a right answer fires a power at a rival ship,
// monsters drifting between the ships block the shots that cross them, the last ship flying wins. Its rules are
// logic/, its screen scenes/.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { fightState, lastedOnPodium, SPACE_STATS } from './state';
import { t } from './texts';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  state: fightState,
  stats: SPACE_STATS,
  // A team's score is its ship's health; the destroyed ships (no health) rank by how long they lasted.
  standings: { unit: { one: t('standings.one'), other: t('standings.other') }, tieBreak: lastedOnPodium },
});
