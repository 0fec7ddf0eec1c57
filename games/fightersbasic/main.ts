import { bootGame, fromManifest } from '../kit';
import manifest from './manifest.json';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { fightSave } from './state';

// The save (its version, state rules and statistics) is the battle's: mechanics/battle/saved-state.
bootGame({ ...fromManifest(manifest), settings, scenes: [PlayScene], ...fightSave });
