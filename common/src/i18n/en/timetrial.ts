/** English texts of the game 'timetrial' (its screens; never the lesson's words it speaks). */
const timetrial = {
  settings: {
    difficulty: 'Difficulty',
    easy: 'Easy: first letter shown, 90 s',
    medium: 'Medium: hints cost 5 s, 60 s',
    hard: 'Hard: a decoy letter, 45 s',
    rounds: 'Runs (rounds)',
  },
  play: {
    best: 'Best: {{best}}',
    level: {
      easy: 'Easy',
      medium: 'Medium',
      hard: 'Hard',
    },
    unscramble: '{{level}}: unscramble the word!',
    hearIt: 'Hear it',
    hearItCost: 'Hear it (−{{cost}} s)',
    cost: '−{{cost}} s',
    undo: 'Undo ⌫',
    words: 'Words: {{solved}}',
  },
  end: {
    newBest: 'New best!',
    timeUp: 'Time’s up!',
    words_one: '{{count}} word',
    words_other: '{{count}} words',
    summaryBest: '{{words}}: a new best!',
    summary: '{{words}} (best: {{best}})',
  },
  leftOut: {
    none: 'Time Trial needs words of a to z letters',
    some: 'Some words are not in this game',
    noWords: 'The list has no words.',
  },
};

export default timetrial;
