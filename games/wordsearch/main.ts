// Word Search (design/games.md #1): the list's words hidden in a letter grid; teams take turns finding them.
import { bootGame } from '../kit';
import { SETTINGS } from './logic/settings';
import { PlayScene } from './scenes/play-scene';

bootGame({
  key: 'wordsearch',
  name: 'Word Search',
  tagline: 'Find the hidden words!',
  teams: { min: 1, max: 4, default: 2 },
  settings: SETTINGS,
  saveVersion: 1,
  scenes: [PlayScene],
});
