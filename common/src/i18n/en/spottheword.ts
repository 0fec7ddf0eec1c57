/** English texts of the game 'spottheword' (its screens; never the lesson's words it speaks). */
const spottheword = {
  settings: {
    mode: 'Who plays',
    auto: 'Auto',
    race: 'Race',
    turns: 'Turns',
    cards: 'Cards per half',
    words: 'Words per round',
    rounds: 'Rounds',
    seconds: 'Time per word',
  },
  round: {
    fastest: '{{score}} · fastest: {{seconds}} seconds',
  },
};

export default spottheword;
