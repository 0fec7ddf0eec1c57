/** English texts of the game 'numberline' (its screens; never the lesson's words it speaks). */
const numberline = {
  settings: {
    line: 'Number line',
    questions: 'Questions',
    find: 'Find',
    before: 'Before',
    after: 'After',
    between: 'Between',
    jumps: 'Jumps',
    mixed: 'Mixed',
    ticks: 'Ticks',
    showDigits: 'Show digits',
    rounds: 'Rounds',
  },
  play: {
    solo: 'Find the number!',
    here: 'Here!',
  },
  grade: {
    spotOn: 'Spot on!',
    close: 'So close!',
    near: 'Close!',
    far: 'Not quite!',
    none: "Time's up!",
  },
  round: {
    summary_one: 'Spot on once out of {{total}}!',
    summary_other: 'Spot on {{count}} times out of {{total}}!',
  },
};

export default numberline;
