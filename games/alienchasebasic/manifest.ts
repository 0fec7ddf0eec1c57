// Alien Chase Basic: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'alienchasebasic',
  tagline: 'Run to the word, dodge the aliens!',
  card: { color: 'green', blurb: 'Steer to the spoken word and dodge the aliens.', picture: ['panda', 'alien'] },
  // One team plays together: the kit skips the team screen.
  teams: { min: 1, max: 1, default: 1 },
  howTo: [
    'The whole class plays together as one team. Your favourite character is in a maze, and a few coloured zones carry words from your list. The game says a word (press Say it again to hear it again); a student steers the character to the zone with that word, with the arrow keys, the arrow buttons on the screen, or by tapping any square of the maze (the character walks there by itself).',
    'Friendly aliens (your favourite monsters) chase the character. Reaching the right zone scores a star and raises the level, up to level 5: more and faster aliens and more zones to choose from. A wrong zone just buzzes and says the word again. If an alien catches the character, the class loses one of its 3 hearts and the character starts again in the middle.',
    'The game ends after the number of words you chose (5 to 30, with a score summary every 5 words) or when the hearts run out.',
    'Hold the top-left corner for 2 seconds (or press Ctrl+Shift+A) for the teacher panel: pause, skip a word, reveal it, restart, or change the settings: the starting level (1 to 5), the alien speed (slow or normal) and the number of words.',
  ],
});
