// Four In A Row: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'fourinarow',
  card: { color: 'yellow', blurb: 'Say the word over a column to drop your counter.', picture: ['red-heart', 'star'] },
  // Not built yet: what it will be, in one line.
  howTo: ['A Premium beta game: say the word over a column to drop your counter; 4 in a row wins.'],
});
