// A tiny game that exercises the kit in the preview harness (not built into games/dist): a word is spoken,
// the teacher judges the answer, a picture cheers.
import { bootGame, type SettingsSchema } from '../../kit';
import { DemoScene } from './demo-scene';

export const demoSettings = {
  words: { kind: 'number', label: 'Words per round', default: 4, min: 2, max: 10, step: 1 },
  rounds: { kind: 'number', label: 'Rounds', default: 2, min: 1, max: 5 },
  show: { kind: 'toggle', label: 'Always show the word', default: false },
  speed: {
    kind: 'choice',
    label: 'Speed',
    default: 'normal',
    options: [
      { value: 'slow', label: 'Slow' },
      { value: 'normal', label: 'Normal' },
    ],
  },
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
