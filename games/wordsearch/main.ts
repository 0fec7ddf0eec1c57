// Word Search (design/games.md #1): the list's words hidden in a letter grid; teams take turns finding them.
import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { WORD_SEARCH_STATS, wordSearchState } from './logic/saved-state';
import { SETTINGS } from './logic/settings';
import { PlayScene } from './scenes/play-scene';

bootGame({
  ...fromManifest(manifest),
  settings: SETTINGS,
  saveVersion: 1,
  scenes: [PlayScene],
  state: wordSearchState,
  stats: WORD_SEARCH_STATS,
  // The title's 'Print' opens on the worksheet: the same grid on paper, with its answer key.
  printable: 'wordsearch',
});
