/** English texts of the game 'alienchase' (its screens; never the lesson's words it speaks). */
const alienchase = {
  settings: {
    maxLevel: 'Highest difficulty',
    pace: 'Alien speed',
    slow: 'Slow',
    normal: 'Normal',
    turns: 'Turns for each team',
    zaps: 'Zaps for each team',
  },
  play: {
    heading: 'Find the word!',
    level: 'Level {{level}}',
    zapButton: 'Zap! ⚡ {{zaps}}',
    zap: 'Zap!',
    caught: 'Caught!',
    summary: 'Level {{level}}: {{found}} words found!',
    found: '{{found}} words found!',
  },
};

export default alienchase;
