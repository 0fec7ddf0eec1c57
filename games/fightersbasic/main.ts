import { bootGame } from '../kit';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';

bootGame({
  key: 'fightersbasic',
  name: 'Fighters Basic',
  tagline: 'Know the word, beat the monster!',
  teams: { min: 1, max: 4, default: 2 },
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
});
