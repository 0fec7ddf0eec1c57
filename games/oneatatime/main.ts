// One At A Time (design/games.md #22): the flashcard presenter, a Pro tool outside the catalogue (common's
// ONE_AT_A_TIME names it). Its order and steps are logic/, its screen scenes/.
import { bootGame, currentLanguage, fromManifest } from '../kit';
import manifest from './manifest.json';
import { showHowItWorks } from './scenes/how-it-works';
import { PlayScene } from './scenes/play-scene';
import { settings } from './settings';
import { t } from './texts';

/** The how-to in Chinese, as /how-to shows it (manifest.zh-CN.json: read by Vite, not part of the TypeScript project). */
const CHINESE_HOW_TO = Object.values(
  import.meta.glob<string[]>('./manifest.zh-CN.json', { eager: true, import: 'howTo' }),
)[0];

bootGame({
  ...fromManifest(manifest),
  settings,
  saveVersion: 1,
  scenes: [PlayScene],
  titleAction: {
    label: t('howItWorks.title'),
    key: 'H',
    run: (scene) =>
      showHowItWorks(scene, currentLanguage() === 'zh-CN' && CHINESE_HOW_TO ? CHINESE_HOW_TO : manifest.howTo),
  },
});
