// Space Fight: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'spacefight',
  card: {
    color: 'indigo',
    blurb: 'Team spaceships battle with the right answers.',
    picture: ['rocket', 'comet', 'flying-saucer'],
  },
  // Not built yet: what it will be, in one line.
  howTo: ['A Premium beta game: team spaceships fire their powers with right answers.'],
});
