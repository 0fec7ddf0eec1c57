/** English texts of the game 'fourinarow' (its screens; never the lesson's words it speaks). */
const fourinarow = {
  settings: {
    mode: 'Answer by',
    saying: 'Saying',
    listening: 'Listening',
    board: 'Board',
    standard: 'Standard',
    boards: 'Boards to play',
  },
  /** A board is a round ('Board 2 done!'); a team's score is the boards it won ('1 win'). */
  standings: {
    roundName: 'Board',
    one: 'win',
    other: 'wins',
  },
  play: {
    fourInARow: 'Four in a row!',
    draw: 'A draw!',
    full: 'Full!',
    listenSolo: 'Listen and find it!',
    sayHint: 'Tap a word and say it!',
    won: '{{team}} got four in a row!',
    drawSummary: 'A draw: the board is full!',
  },
};

export default fourinarow;
