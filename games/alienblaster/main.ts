// Alien Blaster (design: aliens carrying letters drift over the cannon; a word is spoken and blanks appear; the team
// shoots its letters in order; a round ends after 60 seconds or 2 completed words, then the next team plays).
import { bootGame, fromManifest } from '../kit';
import { SETTINGS } from './logic/settings';
import { BLASTER_STATS, blasterState } from './logic/state';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';

bootGame({
  ...fromManifest(manifest),
  settings: SETTINGS,
  saveVersion: 1,
  scenes: [PlayScene],
  state: blasterState,
  stats: BLASTER_STATS,
});
