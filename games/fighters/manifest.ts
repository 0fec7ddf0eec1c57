// Fighters: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'fighters',
  card: {
    color: 'red',
    blurb: 'Pick the spoken word to power up and beat the monster.',
    picture: ['person-superhero', 'fire', 'ogre'],
  },
  // Not built yet: what it will be, in one line.
  howTo: ['Character select offers 4 random characters; at 50% monster health a boss event starts.'],
});
