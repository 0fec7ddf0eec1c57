/** English texts of the game 'oneatatime' (its screens; never the lesson's words it speaks). */
const oneatatime = {
  settings: {
    mode: 'Mode',
    reveal: 'Slow reveal',
    flash: 'Flash',
    listen: 'Listen first',
    missing: "What's missing?",
    flashFor: 'Flash for',
    seconds: '{{seconds}} s',
    tiles: 'Tiles (slow reveal)',
    cards: "Cards (what's missing)",
    teams: 'Teams',
    off: 'Off',
    teamCount: '{{teams}} teams',
  },
  action: {
    sayAgain: 'Say it again',
    openTile: 'Open a tile',
    flashAgain: 'Flash again',
    flash: 'Flash!',
    showIt: 'Show it',
    hideOne: 'Hide one',
  },
  end: {
    allDone: 'All done!',
    everyCard: 'That was every card.',
    again: 'Again',
    finish: 'Finish',
  },
  howItWorks: {
    title: 'How it works',
    close: 'Close',
  },
};

export default oneatatime;
