/** English texts of the game 'alienblaster' (its screens; never the lesson's words it speaks). */
const alienblaster = {
  settings: {
    aliens: 'Aliens in the sky',
    youngest: '4 (the youngest)',
    speed: 'Alien speed',
    slow: 'Slow',
    normal: 'Normal',
    fast: 'Fast',
    wrong: 'A wrong letter costs',
    point: '1 point',
    time: '3 seconds',
    nothing: 'Nothing',
    rounds: 'Rounds per team',
  },
  play: {
    hint: 'Tap an alien, or type its letter!',
    solo: 'Blast the letters!',
    words: 'Words',
    getReady: 'Get ready!',
    teamGetReady: '{{team}}, get ready!',
    nextLetter: 'Yes! Now the next letter…',
    notThat: 'Not that one! Listen again…',
    twoWords: 'Two words! Great blasting!',
    blasted: 'Blasted! Here comes the next word…',
    twoWordsBanner: '2 words!',
    timeUp: 'Time’s up!',
    wordWas: 'Time’s up! The word was…',
    lostSeconds: '−{{seconds}} s',
    theClass: 'The class',
  },
  round: {
    inTime: '{{team}} blasted {{words}} in time!',
    timeUp: 'Time’s up! {{team}} blasted {{words}} ({{letters}}).',
    words_one: '{{count}} word',
    words_other: '{{count}} words',
    letters_one: '{{count}} letter',
    letters_other: '{{count}} letters',
  },
  leftOut: {
    none: 'No word of the list can be played',
    some: 'Some words are left out',
  },
};

export default alienblaster;
