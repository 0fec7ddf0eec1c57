// Word Search: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'wordsearch',
  tagline: 'Find the hidden words!',
  card: { color: 'teal', blurb: 'Find your words hidden in a grid of letters.', picture: ['owl', 'star'] },
  teams: { min: 1, max: 4, default: 2 },
  howTo: [
    'The words of your list are hidden in a grid of letters, across and down (and, if you choose, diagonally and backwards). Split the class into 1 to 4 teams; each team has a colour and a shape.',
    "On their turn, a student comes to the board and drags a finger (or the mouse) from the first letter of a word to its last; tapping the first letter and then the last works too, and the keyboard works with the arrow keys and Enter. A found word is painted in the team's colour, read aloud, and scores a point (or a point per letter, if you choose); then the next team plays. After a few wrong tries, or with the Next team button, the turn passes. Tap a word in the list to hear it.",
    'In Listen mode the list is hidden: the game says a word (press Say it again to hear it again) and the team must find that word. Phrases such as "ice cream" appear in the grid without their spaces.',
    'If a word cannot go into the grid (it is longer than the grid, or there is no room left), the game tells you before play, and Bigger grid makes room. With a long list, each round uses the next words of your list.',
    'Hold the top-left corner for 2 seconds (or press Ctrl+Shift+A) for the teacher panel: reveal a word, skip to the end of the round, change scores, or change the settings: grid size (8 to 15), directions, words per round, Listen mode, rounds, tries per turn and points.',
  ],
});
