import type { GameKey } from '@playwords/common';

/** One game's section of /how-to: what a teacher reads before playing it with her class. */
export interface HowToSection {
  key: GameKey;
  /** Paragraphs of instructions (implemented games), or one honest line (games still being built). */
  paragraphs: string[];
  /** Whether the game can be played today. */
  ready: boolean;
}

// The implemented games' texts come from each game's games/<key>/HOW-TO.md, written by its authors (Alien Chase
// Basic and Fighters Basic: from their settings and scenes until theirs land); the web app does not import the
// games workspace, so they are copied here. The other games get the facts accounts §2 states.
const coming = (line: string) => [`${line} This game is coming soon.`];

/** In the order of the anchors of accounts §2. */
export const HOW_TO_SECTIONS: readonly HowToSection[] = [
  {
    key: 'wordsearch',
    ready: true,
    paragraphs: [
      'The words of your list are hidden in a grid of letters, across and down (and, if you choose, diagonally and backwards). Split the class into 1 to 4 teams; each team has a colour and a shape.',
      'On their turn, a student comes to the board and drags a finger (or the mouse) from the first letter of a word to its last; tapping the first letter and then the last works too, and the keyboard works with the arrow keys and Enter. A found word is painted in the team’s colour, read aloud, and scores a point (or a point per letter, if you choose); then the next team plays. After a few wrong tries, or with the Next team button, the turn passes.',
      'In Listen mode the list is hidden: the game says a word (press Say again to hear it again) and the team must find that word. Phrases such as "ice cream" appear in the grid without their spaces.',
      'If a word cannot go into the grid (it is longer than the grid, or there is no room left), the game tells you before play, and Bigger grid makes room. With a long list, each round uses the next words of your list.',
      'Hold the top-left corner for 2 seconds (or press Ctrl+Shift+A) to open the teacher panel: reveal a word, skip to the end of the round, change scores, or change the settings: grid size (8 to 15), directions, words per round, Listen mode, rounds, tries per turn and points.',
    ],
  },
  {
    key: 'alienchasebasic',
    ready: true,
    paragraphs: [
      'The whole class is one team. Your character stands in a maze; the game says a word and coloured zones appear, each holding a word. Steer the character to the zone with the spoken word while the aliens give chase: use the arrow keys (or W, A, S, D), or tap a spot in the maze and the character walks there by itself.',
      'The right zone scores a point and raises the level: more and faster aliens, and more zones to choose from, up to level 5. A wrong zone gives a gentle buzz and the word is said again. An alien that catches the character costs a heart. Press Say again to hear the word once more.',
      'Hold the top-left corner for 2 seconds (or press Ctrl+Shift+A) to open the teacher panel: pause, skip or reveal the word, change the score, or change the settings: starting level (1 to 5), alien speed (slow or normal) and the number of words in a game.',
    ],
  },
  {
    key: 'fightersbasic',
    ready: true,
    paragraphs: [
      'Split the class into 1 to 4 teams; each team gets a character, and together they fight one monster. On a team’s turn the game says a word and three word buttons appear: the team taps the word they heard (or presses 1, 2 or 3).',
      'A right answer fires one of the team’s powers at the monster’s health bar and scores points; a wrong answer lets the monster strike back. In Say it mode the word is shown instead, a student says it aloud, and you judge with the correct and wrong buttons.',
      'The game ends when the monster’s health reaches 0; the team that did the most damage is the MVP. Hold the top-left corner for 2 seconds (or press Ctrl+Shift+A) to open the teacher panel: pause, skip, reveal, change scores, or change the settings: how to answer (listen and choose, or say it), the monster’s health (50 to 300) and whether a wrong answer loses 5 points.',
    ],
  },
  {
    key: 'openthesafe',
    ready: false,
    paragraphs: coming(
      'Crack a safe by tapping the letters of the word in order, on a tiny 3x3, small 4x4 or big 5x5 board. After 3 tries the word resets.',
    ),
  },
  {
    key: 'wordbrain',
    ready: false,
    paragraphs: coming('Swipe the list’s words out of a grid of touching letters; the rest fall into place.'),
  },
  {
    key: 'hangmanbattle',
    ready: false,
    paragraphs: coming('Teams guess letters to strike each other’s characters; a luck boost lasts 2-3 turns.'),
  },
  {
    key: 'prepositions',
    ready: false,
    paragraphs: coming('In, on, under, next to: say or show where the character is.'),
  },
  { key: 'numberline', ready: false, paragraphs: coming('Find the spoken number on a number line.') },
  {
    key: 'timetrial',
    ready: false,
    paragraphs: coming('Unscramble words against the clock: best for 5-7 letter words, with 3 difficulties.'),
  },
  {
    key: 'spottheword',
    ready: false,
    paragraphs: coming('Two students race to touch the spoken word on their half of the screen.'),
  },
  {
    key: 'alienchase',
    ready: false,
    paragraphs: coming(
      'Alien Chase Basic with zaps and more teams; the difficulty goes up to a maximum of 10 by default.',
    ),
  },
  {
    key: 'ufoblockade',
    ready: false,
    paragraphs: coming('Shoot the UFO carrying the spoken word before the UFOs break through.'),
  },
  {
    key: 'fighters',
    ready: false,
    paragraphs: coming('Character select offers 4 random characters; at 50% monster health a boss event starts.'),
  },
  { key: 'monstermash', ready: false, paragraphs: coming('Whack the monster holding the spoken word.') },
  { key: 'twister', ready: false, paragraphs: coming('A spinner picks a body part and a word for a real floor mat.') },
  {
    key: 'alienblaster',
    ready: false,
    paragraphs: coming(
      'Blast the letters of the spoken word in order; a round ends after 60 seconds or 2 completed words.',
    ),
  },
  {
    key: 'fourinarow',
    ready: false,
    paragraphs: coming('A Premium beta game: say the word over a column to drop your counter; 4 in a row wins.'),
  },
  {
    key: 'characterwheel',
    ready: false,
    paragraphs: coming('A classroom tool: spin your favourite characters to pick teams or a speaker.'),
  },
  {
    key: 'numberwheel',
    ready: false,
    paragraphs: coming('A classroom tool: spin a number from a minimum to a maximum such as 10 or 1000.'),
  },
  {
    key: 'wordwheel',
    ready: false,
    paragraphs: coming('A classroom tool: spin a word of your list, and a task to do with it.'),
  },
  {
    key: 'spacefight',
    ready: false,
    paragraphs: coming('A Premium beta game: team spaceships fire their powers with right answers.'),
  },
];
