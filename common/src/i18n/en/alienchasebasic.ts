/** English texts of the game 'alienchasebasic' (its screens; never the lesson's words it speaks). */
const alienchasebasic = {
  settings: {
    startLevel: 'Starting level',
    pace: 'Alien speed',
    slow: 'Slow',
    normal: 'Normal',
    words: 'Words in a game',
  },
  play: {
    level: 'Level {{level}}',
    caught: 'Caught!',
    caughtTryAgain: 'Caught! Try again!',
    found: '{{found}} words found!',
    outOfHearts: 'Out of hearts! {{found}} words found!',
  },
};

export default alienchasebasic;
