import { MAT_PAPER_SIZES } from '../../rules/twister-mat';

/**
 * English texts of the game 'twister' (its screens; never the lesson's words it speaks: the calls 'Right hand…
 * apple!' and the body parts stay English on every page).
 */
const twister = {
  settings: {
    leftRight: 'Left and right',
    spins: 'Spins for each team',
    rounds: 'Rounds',
    seconds: 'Seconds to get there',
  },
  play: {
    heading: 'Spin and move!',
    spin: 'Spin!',
    sayAgain: 'Say it again',
    made: '✓ Made it',
    fell: '✗ Fell',
    time: 'Time!',
    nextPlayer: 'Next player!',
    summary_one: '{{made}} of {{count}} move made!',
    summary_other: '{{made}} of {{count}} moves made!',
  },
  mat: {
    heading: 'The mat',
    sheets: '{{columns}} × {{rows}} sheets',
    wordOn: '{{word}} is on {{tile}}',
  },
  leftOut: {
    title: 'Not on the mat',
    report: "The mat holds the list's first {{onMat}} words, so the spinner never calls these: {{shown}}.",
    separator: ', ',
    andMore: '{{shown}} and {{more}} more',
  },
  print: {
    action: 'Print the mat',
    chooseList: 'Choose a wordlist to print its mat',
    title: 'Print the floor mat',
    body: 'A sheet map and a sheet for each of its {{words}} words: {{pages}} pages.\nWhich paper does your printer take?',
    a4: MAT_PAPER_SIZES.a4.name,
    letter: MAT_PAPER_SIZES.letter.name,
    downloading: 'Your mat is downloading!',
    openInPlayWords: 'Open the game in PlayWords to print',
    cancel: 'Cancel',
  },
};

export default twister;
