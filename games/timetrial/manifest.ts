// Time Trial: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'timetrial',
  card: { color: 'blue', blurb: 'Unscramble the word before time runs out.', picture: ['high-voltage', 'penguin'] },
  // Not built yet: what it will be, in one line.
  howTo: ['Unscramble words against the clock: best for 5-7 letter words, with 3 difficulties.'],
});
