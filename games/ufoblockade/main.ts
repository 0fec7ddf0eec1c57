// UFO Blockade (design/games.md #13): rows of UFOs carrying words descend toward the shields; a word is spoken and
// a student shoots its UFO with the team's cannon. Its rules are logic/, its screen scenes/.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { BLOCKADE_STATS, blockadeState } from './state';
import { t } from './texts';

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  state: blockadeState,
  stats: BLOCKADE_STATS,
  // A team's score is the UFOs it shot down (together: the class's, on every team).
  standings: { unit: { one: t('standings.one'), other: t('standings.other') } },
  // Each round is a wave of UFOs: 'Wave 2 done!'.
  roundName: t('standings.roundName'),
});
