/** English texts of the game 'wordbrain' (its screens; never the lesson's words it speaks). */
const wordbrain = {
  settings: {
    size: 'Grid size',
    fitWords: 'Fit the words',
    words: 'Words per puzzle',
    rounds: 'Puzzles (rounds)',
    tries: 'Tries per turn',
    untilFound: 'Until found',
  },
  panel: {
    findWords: 'Find the words!',
    hint: 'Hint',
    next: 'Next ▶',
  },
  hint: {
    trace: 'Trace a word through touching letters!',
    nextLetterOrFinish: 'Next letter… or tap the last one again.',
    nowNext: 'Now the next letter!',
    arrows: 'Arrows, then Enter on each letter',
    yes: 'Yes! “{{word}}”',
    notYet: 'Yes! But find another word first.',
    foundAlready: 'Found already!',
    notThisTime: 'Not this time!',
    tryAgain: 'Try again!',
  },
  end: {
    roundOver: 'Round over!',
    allFound: 'All found!',
  },
  leftOut: {
    none: 'Wordbrain needs two words of a to z letters',
    some: 'Some words are not in this game',
    needsTwo: 'The list needs at least two words.',
  },
};

export default wordbrain;
