// Alien Chase: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'alienchase',
  card: {
    color: 'violet',
    blurb: 'Run to the spoken word while aliens give chase.',
    picture: ['robot', 'alien', 'alien-monster'],
  },
  // Not built yet: what it will be, in one line.
  howTo: ['Alien Chase Basic with zaps and more teams; the difficulty goes up to a maximum of 10 by default.'],
});
