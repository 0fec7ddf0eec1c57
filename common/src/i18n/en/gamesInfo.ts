/** English texts of the 'gamesInfo' namespace: the specs' texts exactly as written. */
const gamesInfo = {
  /** The catalogue's placeholder game (id 0), which has no manifest. */
  anyGame: 'Any Game',
  allGames: {
    pageTitle: 'Games',
    title: 'Games',
    intro:
      'Classroom games for your whole class, played with your own words and pictures on the projector or the smartboard. Nothing to install.',
    comingSoonNote: "Games marked 'Coming soon' are still being built. They will be ready to play here soon!",
    howToButton: 'How to play each game',
    plansButton: 'See the plans',
    pro: { title: 'Pro games', intro: 'Every released game comes with Pro and Premium.' },
    beta: { title: 'Premium beta games', intro: 'Premium plays new games before everyone else.' },
    tools: { title: 'Tools', intro: 'Spinners for picking teams, speakers, numbers and words.' },
    free: { title: 'Free games', intro: 'Free with a Basic account: sign up and play.' },
    play: 'Play',
    comingSoon: 'Coming soon',
    howTo: 'How to play',
  },
  howTo: {
    pageTitle: 'How To',
    title: 'How To',
    intro:
      'Every game plays with the words of your selected wordlist and your favourite pictures, on a projector or a smartboard, with the whole class in teams. Open a game from your dashboard.',
    everyGameTitle: 'In every game',
    adminPanel:
      'Games have a hidden teacher admin panel: hold the top-left corner for 2 seconds, or press Ctrl+Shift+A.',
    fullscreen:
      "Go Fullscreen (or the game's fullscreen key, F) fills the projector; the mute button is at the top right.",
    saved:
      'Progress is saved on this computer at the end of each round: next time the game asks “Resume or new game?”.',
    gamesNav: 'Games',
    comingSoon: 'Coming soon',
    comingSoonParagraph: '{{text}} This game is coming soon.',
    play: 'Play {{name}}',
  },
};

export default gamesInfo;
