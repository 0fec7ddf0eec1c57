// Alien Blaster: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'alienblaster',
  card: {
    color: 'red',
    blurb: 'Blast the letters of the word in order.',
    picture: ['rocket', 'comet', 'alien-monster'],
  },
  // Not built yet: what it will be, in one line.
  howTo: ['Blast the letters of the spoken word in order; a round ends after 60 seconds or 2 completed words.'],
});
