/** English texts of the game 'hangmanbattle' (its screens; never the lesson's words it speaks). */
const hangmanbattle = {
  settings: {
    hearts: 'Hearts per team',
    misses: 'Wrong letters before a word is lost',
    luck: 'Luck wheel',
    pictureClue: 'Picture clue',
  },
  luck: {
    title: 'Luck wheel!',
    shield: 'Shield',
    extra: '+1 guess',
    landed: '{{boost}}!',
    noLuck: 'No luck this time!',
  },
  boost: {
    double: 'Double hits',
    shield: 'Shield',
    extra: 'Extra guess',
    turns: '{{boost}}: {{turns}}',
  },
  play: {
    wrongLetters: 'Wrong letters: {{wrong}} of {{limit}}',
    blocked: 'Blocked!',
    guessAgain: 'Guess again!',
    solved: '“{{word}}”!',
    itWas: 'It was “{{word}}”',
    standing: '{{left}} teams still standing!',
  },
  standings: {
    one: 'heart',
    other: 'hearts',
  },
  leftOut: {
    none: 'No word of the list can be played',
    some: 'Some words are left out',
  },
};

export default hangmanbattle;
