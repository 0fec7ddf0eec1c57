/** English texts of the game 'monstermash' (its screens; never the lesson's words it speaks). */
const monstermash = {
  settings: {
    holes: 'Holes',
    holeCount: '{{holes}} holes',
    signs: 'Words on the signs',
    startSpeed: 'Starting speed',
    topSpeed: 'Top speed',
    turns: 'Words for each team',
    rounds: 'Rounds',
    seconds: 'Time per word',
  },
  play: {
    solo: 'Whack the word!',
    faster: 'Faster!',
  },
  round: {
    whacked_one: '{{count}} monster whacked',
    whacked_other: '{{count}} monsters whacked',
    allRight: '{{whacked}}!',
    withWrong_one: '{{whacked}} · {{count}} wrong whack',
    withWrong_other: '{{whacked}} · {{count}} wrong whacks',
  },
};

export default monstermash;
