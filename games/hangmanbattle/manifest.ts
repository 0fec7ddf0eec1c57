// Hangman Battle: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'hangmanbattle',
  card: {
    color: 'orange',
    blurb: 'Guess letters to strike the other teams.',
    picture: ['person-mage', 'high-voltage', 'goblin'],
  },
  // Not built yet: what it will be, in one line.
  howTo: ['Teams guess letters to strike each other’s characters; a luck boost lasts 2-3 turns.'],
});
