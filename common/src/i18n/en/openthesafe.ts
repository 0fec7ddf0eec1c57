/** English texts of the game 'openthesafe' (its screens; never the lesson's words it speaks). */
const openthesafe = {
  settings: {
    keypad: 'Keypad',
    clue: 'Clue',
    say: 'Say the word',
    picture: 'Show its picture',
    first: 'Only length and first letter',
    safes: 'Safes per team each round',
    rounds: 'Rounds',
  },
  keypad: {
    tiny: 'Tiny 3 × 3',
    small: 'Small 4 × 4',
    big: 'Big 5 × 5',
  },
  play: {
    solo: 'Crack the safe!',
    firstLetter: '{{length}} letters: starts with {{letter}}',
    try_one: 'Try {{n}} of {{tries}}: {{count}} point',
    try_other: 'Try {{n}} of {{tries}}: {{count}} points',
    firstTry: 'First try!',
    crackedIn: 'Cracked in {{tries}} tries!',
    wordWas: 'The word was…',
    hereItIs: 'Here it is!',
  },
  round: {
    cracked_one: '1 safe cracked!',
    cracked_other: '{{count}} safes cracked!',
  },
  leftOut: {
    none: 'No word of the list fits a {{keypad}} keypad',
    some: 'Some words are left out',
    bigKeypad: 'Big keypad',
  },
};

export default openthesafe;
