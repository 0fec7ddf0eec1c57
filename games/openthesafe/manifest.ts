// Open The Safe: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'openthesafe',
  card: { color: 'yellow', blurb: 'Tap the letters in order to crack the safe.', picture: ['ninja', 'sparkles'] },
  // Not built yet: what it will be, in one line.
  howTo: [
    'Crack a safe by tapping the letters of the word in order, on a tiny 3x3, small 4x4 or big 5x5 board. After 3 tries the word resets.',
  ],
});
