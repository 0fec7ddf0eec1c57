/** English texts of the game 'wordsearch' (its screens; never the lesson's words it speaks). */
const wordsearch = {
  settings: {
    size: 'Grid size',
    directions: 'Directions',
    acrossDown: 'Across and down',
    diagonal: '+ Diagonal',
    backwards: '+ Backwards',
    words: 'Words per round',
    fitGrid: 'Fit the grid',
    listen: 'Listen mode',
    rounds: 'Rounds',
    tries: 'Tries per turn',
    untilFound: 'Until found',
    points: 'Points',
    perWord: '1 per word',
    perLetter: '1 per letter',
  },
  panel: {
    findWord: 'Find the word!',
    findWords: 'Find the words!',
    nextTeam: 'Next team ▶',
    listenAndFind: 'Listen and find!',
    foundOf: 'Found {{done}} of {{total}}',
  },
  hint: {
    listenThenFind: 'Listen, then find it!',
    drag: 'Drag across a word!',
    yes: 'Yes! “{{word}}”',
    foundAlready: 'Found already!',
    thatIs: 'That is “{{word}}”!',
    notThisTime: 'Not this time!',
    tryAgain: 'Try again!',
  },
  end: {
    roundOver: 'Round over!',
    allFound: 'All found!',
  },
  leftOut: {
    none: 'No word of the list fits this grid',
    some: 'Some words are not in this puzzle',
    biggerGrid: 'Bigger grid',
  },
};

export default wordsearch;
