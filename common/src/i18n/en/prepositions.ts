/** English texts of the game 'prepositions' (its screens; never the lesson's words it speaks). */
const prepositions = {
  settings: {
    game: 'Game',
    both: 'Both',
    where: 'Where?',
    put: 'Put it!',
    answer: 'Answer Where?',
    tap: 'Tap',
    say: 'Say',
    prepositions: 'Prepositions',
    all: 'All 8',
    monsters: 'Monsters hide too',
    rounds: 'Rounds',
  },
  turn: {
    team: '{{team}}!',
  },
  round: {
    summary: '{{won}} of {{total}} places right!',
  },
};

export default prepositions;
