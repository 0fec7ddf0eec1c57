/** English texts of the game 'spacefight' (its screens; never the lesson's words it speaks). */
const spacefight = {
  settings: {
    mode: 'How to answer',
    listen: 'Listen and choose',
    sayIt: 'Say it (you judge)',
    health: 'Ship health',
    monsters: 'Monsters in the way',
    turns: 'Turns per round',
  },
  /** The standings' unit: a team's score is its ship's health ('42 health'). */
  standings: {
    one: 'health',
    other: 'health',
  },
  play: {
    fire: 'Fire! Tap a ship!',
    blocked: 'Blocked!',
    out: '{{team}} are out!',
    stillFlying: '{{left}} ships still flying!',
  },
  end: {
    win: '{{team}} win!',
    aTeam: 'A team',
    mvp: 'MVP!',
    mvps: 'MVPs!',
    and: ' & ',
    damage: '{{names}}: {{damage}} damage!',
    everyone: 'Everyone tried hard!',
  },
};

export default spacefight;
