/** English texts of the game 'fighters' (its screens; never the lesson's words it speaks). */
const fighters = {
  settings: {
    health: 'Monster health',
    bossSeconds: 'Boss fight: seconds to answer (0: no clock)',
    penalty: 'Wrong answer loses 5 points',
  },
  select: {
    teamPick: '{{team}}, pick your fighter!',
    pick: 'Pick your fighter!',
    fight: 'Fight!',
  },
  play: {
    victory: 'You beat the boss!',
    bossFight: 'Boss fight!',
    bossTime: 'BOSS TIME!',
    timeUp: "Time's up!",
    bossSummary: "It's a BOSS now: {{health}} of {{maxHealth}} health left!",
    summary: 'The monster has {{health}} of {{maxHealth}} health left!',
  },
};

export default fighters;
