/**
 * English texts of the 'kit' namespace: what the game kit's shared screens say (games/kit), the specs' texts exactly
 * as written. The words of the teacher's list and the words a game speaks are never in a catalogue.
 */
const kit = {
  boot: {
    loading: 'Loading…',
    loadingPictures: 'Loading pictures…',
  },
  title: {
    play: 'Play',
    words: 'Words: {{theme}}',
    resumeOrNew: 'Resume or new game?',
    resume: 'Resume',
    newGame: 'New game',
    unreadableSave: 'Your saved game could not be read, so a new game starts.',
    print: 'Print',
  },
  teams: {
    howMany: 'How many teams?',
    back: '◀ Back',
    start: 'Start!',
    red: 'Red Circles',
    blue: 'Blue Squares',
    yellow: 'Yellow Stars',
    green: 'Green Triangles',
    /** The team setup's title when she has classes: her own teams or one of her classes. */
    whoPlays: 'Who is playing?',
    ourTeams: 'Our teams',
    /** A class with fewer teams than the game needs (shown, not playable). */
    needsTeams_one: 'Needs {{count}} team',
    needsTeams_other: 'Needs {{count}} teams',
    /** A class with more teams than the game takes: the teacher taps those that play. */
    chooseTeams: 'Tap the teams that play (up to {{max}})',
    /** A class team's running totals on its card. */
    totals: 'This lesson {{lesson}} · All time {{allTime}}',
    sitsOut: 'Sits out',
  },
  summary: {
    roundDone: 'Round {{round}} done!',
    /** A game's own word for a round ('Wave 2 done!'). */
    namedRoundDone: '{{name}} {{round}} done!',
    finish: 'Finish',
    nextRound: 'Next round ▶',
    points_one: '{{count}} point',
    points_other: '{{count}} points',
  },
  podium: {
    greatJob: 'Great job! {{value}}!',
    tie: 'A tie! Well done!',
    teamWins: '{{team}} win!',
    playAgain: 'Play again',
    /** A class's team: the class points this game won, and its new all-time total. */
    classPoints_one: '+{{count}} class point',
    classPoints_other: '+{{count}} class points',
    classTotal: 'All time: {{total}}',
  },
  /** Buttons and lines several screens share. */
  shared: {
    titleScreen: 'Title screen',
    skip: 'Skip',
    reveal: 'Reveal',
    endGame: 'End game',
  },
  panel: {
    title: 'Teacher panel',
    paused: '(paused)',
    close: 'Close ✕',
    restart: 'Restart',
    scores: 'Scores',
    settings: 'Settings',
    noSettings: 'This game has no settings.',
    changesNextRound: 'Changes apply from the next round.',
  },
  settings: {
    on: 'On',
    off: 'Off',
    mustBeOnOrOff: '{{label}} must be on or off.',
    mustBeNumber: '{{label}} must be a number.',
    mustBeBetween: '{{label}} must be between {{min}} and {{max}}.',
    mustGoInSteps: '{{label}} must go in steps of {{step}}.',
    mustBeOneOf: '{{label}} must be one of: {{options}}.',
    picturesOnly: 'Pictures only',
  },
  noWords: {
    message: 'This word list has no words to play.\nChoose another list on the dashboard.',
  },
  judge: {
    correct: '✓ Correct',
    wrong: '✗ Wrong',
  },
  prompt: {
    sayAgain: 'Say it again',
  },
  round: {
    over: 'Round over!',
    wordsFound_one: '{{count}} word found!',
    wordsFound_other: '{{count}} words found!',
  },
  turn: {
    team: '{{team}}!',
    yours: 'Your turn!',
    nextWord: 'Next word!',
  },
  battle: {
    oops: 'Oops!',
    oopsPenalty: 'Oops! -{{penalty}}',
    mvp: 'MVP!',
    mvps: 'MVPs!',
    /** The MVPs' names joined with ' & ', and the damage they did. */
    heroesDamage: '{{names}}: {{damage}} damage!',
    triedHard: 'Everyone tried hard!',
    toPodium: 'To the podium ▶',
  },
  maze: {
    level: 'Level {{level}}!',
  },
  selection: {
    tapLast: 'Now tap the last letter.',
    enterFirst: 'Enter on the first letter',
    arrowsThenEnter: 'Arrows, then Enter',
    enterLast: 'Enter on the last letter',
    straightLine: 'Go in a straight line!',
  },
  /** Why a letter game leaves an entry of the list out (the teacher's dialog before play: kit/logic/left-out). */
  leftOut: {
    line: '“{{word}}”: {{why}}',
    more: 'and {{more}} more',
    /** Between the characters the keyboard lacks: '“é”, “ü”'. */
    separator: ', ',
    noLatin: 'not written with the letters a to z',
    otherLetters: 'has {{letters}}, which the keyboard does not',
    phrase: 'more than one word',
    tooShort: 'needs at least {{min}} letters',
    tooLong: 'longer than {{max}} letters',
    tooLongForGrid: 'too long for a {{size}} × {{size}} grid',
    sameLetters: 'same letters as another word',
    noRoom: 'no room left in the grid',
  },
  wheel: {
    spin: 'SPIN!',
    reset: 'Reset',
    done: 'Done',
    prompt: 'Press SPIN!',
  },
};

export default kit;
