/** English texts of the game 'characterwheel' (its screens; never the names of the teacher's characters). */
const characterwheel = {
  settings: {
    monsters: 'Monsters too',
    elimination: 'Elimination',
  },
  wheel: {
    reset: 'Reset',
    others: 'Others',
    mysteryCharacter: 'Mystery character',
    mysteryMonster: 'Mystery monster',
  },
};

export default characterwheel;
