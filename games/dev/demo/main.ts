// A tiny game that exercises the kit in the preview harness (not built into games/dist): a word is spoken,
// the teacher judges the answer, a picture cheers.
import { bootGame, setting, type SettingsSchema } from '../../kit';
import { DemoScene } from './demo-scene';

export const demoSettings = {
  words: setting.number('Words per round', 4, 2, 10),
  rounds: setting.number('Rounds', 2, 1, 5),
  show: setting.toggle('Always show the word', false),
  speed: setting.choice('Speed', 'normal', [
    ['slow', 'Slow'],
    ['normal', 'Normal'],
  ]),
} satisfies SettingsSchema;

bootGame({
  key: 'demo',
  name: 'Kit Demo',
  tagline: 'Listen and say the word!',
  teams: { min: 1, max: 4, default: 2 },
  settings: demoSettings,
  saveVersion: 1,
  scenes: [DemoScene],
});
