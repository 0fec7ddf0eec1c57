/**
 * English texts of the game 'wordwheel' (its screens; never the lesson's words it speaks, nor the task wheel's
 * tasks, 'Say it!', 'Spell it!'…, which the class hears in English with the word: games/wordwheel/logic/tasks.ts).
 */
const wordwheel = {
  settings: {
    tasks: 'Task wheel',
    elimination: 'Elimination',
    mystery: 'Mystery',
    size: 'Words on the wheel',
  },
  wheel: {
    reveal: 'Reveal',
    newWords: 'New words',
    empty: 'The wheel is empty!',
    emptySaid: 'The wheel is empty! Press Reset to spin them all again.',
    wordsLeft_one: '{{count}} word left',
    wordsLeft_other: '{{count}} words left',
  },
};

export default wordwheel;
