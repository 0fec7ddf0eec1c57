// UFO Blockade: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'ufoblockade',
  card: { color: 'blue', blurb: 'Shoot the UFO carrying the spoken word.', picture: ['flying-saucer', 'rocket'] },
  // Not built yet: what it will be, in one line.
  howTo: ['Shoot the UFO carrying the spoken word before the UFOs break through.'],
});
