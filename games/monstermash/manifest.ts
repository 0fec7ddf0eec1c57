// Monster Mash: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'monstermash',
  card: { color: 'orange', blurb: 'Whack the monster holding the spoken word.', picture: ['goblin', 'ghost'] },
  // Not built yet: what it will be, in one line.
  howTo: ['Whack the monster holding the spoken word.'],
});
