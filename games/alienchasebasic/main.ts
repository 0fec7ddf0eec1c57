import { bootGame } from '../kit';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';

bootGame({
  key: 'alienchasebasic',
  name: 'Alien Chase Basic',
  tagline: 'Run to the word, dodge the aliens!',
  // One team plays together: the kit skips the team screen.
  teams: { min: 1, max: 1, default: 1 },
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
});
