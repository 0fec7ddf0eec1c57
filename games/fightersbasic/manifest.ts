// Fighters Basic: what is said about it (its card, its title line, its /how-to section).
import { defineManifest } from '@playwords/common';

export default defineManifest({
  key: 'fightersbasic',
  tagline: 'Know the word, beat the monster!',
  card: {
    color: 'pink',
    blurb: 'Listen, choose the right word, and zap the monster.',
    picture: ['cat', 'star', 'troll'],
  },
  teams: { min: 1, max: 4, default: 2 },
  howTo: [
    'Your class fights a friendly monster with the words of your list. Split the class into 1 to 4 teams; each team gets one of your favourite characters (with its colour and shape), and one of your favourite monsters waits on the other side with a health bar. Teams take turns.',
    "In Listen and choose mode the game says a word (press Say it again to hear it again) and three word buttons appear; a student taps the word they heard (or presses 1, 2 or 3). A right answer makes the team's character throw one of its powers at the monster: the damage (8 to 12) comes off the monster's health and goes to the team's score. A wrong answer lights up the right word, says it, and the monster bumps the team's character (no one is ever knocked out).",
    'In Say it mode the word is shown instead: the class says it and you judge with Correct (C), Wrong (X), Skip (S) or Reveal (R); keys 1 to 4 let a team attack straight away.',
    "The monster's health is played in three rounds, with the scores in between; when it reaches 0 the team that did the most damage is the MVP, and the podium shows everyone's points.",
    "Hold the top-left corner for 2 seconds (or press Ctrl+Shift+A) for the teacher panel: pause, skip a word, reveal it, change scores, restart, or change the settings: the answer mode, the monster's health (50 to 300) and whether a wrong answer loses 5 points.",
  ],
});
