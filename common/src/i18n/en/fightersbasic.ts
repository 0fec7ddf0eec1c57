/** English texts of the game 'fightersbasic' (its screens; never the lesson's words it speaks). */
const fightersbasic = {
  settings: {
    mode: 'How to answer',
    listen: 'Listen and choose',
    sayIt: 'Say it (you judge)',
    health: 'Monster health',
    penalty: 'Wrong answer loses 5 points',
  },
  play: {
    healthLeft: 'The monster has {{health}} of {{maxHealth}} health left!',
    victory: 'You beat the monster!',
  },
};

export default fightersbasic;
