// Time Trial (design/games.md #9): unscramble the list's words against the clock, at three difficulties, with
// personal bests per list and difficulty.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { TIME_TRIAL_STATS, timeTrialState } from './logic/saved-state';
import { SETTINGS } from './logic/settings';
import { PlayScene } from './scenes/play-scene';

bootGame({
  ...fromManifest(manifest),
  settings: SETTINGS,
  saveVersion: 1,
  scenes: [PlayScene],
  state: timeTrialState,
  stats: TIME_TRIAL_STATS,
});
