// The game kit's public API (see README.md). Games import from '../kit' only.
export { bootGame } from './boot';
export {
  fromManifest,
  getKit,
  Kit,
  UNREADABLE_SAVE_NOTICE,
  type GameDefinition,
  type GameStateRules,
  type PanelHandlers,
  type PlayStart,
  type RoundEnd,
  type StateContext,
} from './kit';
export { PLAY_SCENE, KIT_SCENES } from './scene-keys';
export { GamePlayScene } from './scenes/game-play-scene';
export { STAGE_WIDTH, STAGE_HEIGHT, fitStage } from './stage';
export { KitImages, type KitImage } from './images/kit-images';
export { drawnKey } from './images/drawn-images';
export type { SoundName } from './audio/sfx';
export { addButton, KitButton, type ButtonOptions } from './ui/button';
export { addJudgeBar, type JudgeBar, type JudgeHandlers } from './ui/judge-bar';
export { askQuestion, type Answer, type AnswerMode, type Question, type QuestionLayout } from './ui/question';
export { addWordPrompt, type WordPrompt } from './ui/word-prompt';
export { addScoreboard, type Scoreboard } from './ui/scoreboard';
export { addTimer, type Timer, type TimerOptions } from './ui/timer';
export { addTurnHeading } from './ui/turn-heading';
export { addWordList, type WordList } from './ui/word-list';
export { addWordPicture } from './ui/word-picture';
export { addArrowPad, addHearts, type Hearts, type PadDirection } from './ui/controls';
export { addSidePanel, type SidePanel } from './ui/side-panel';
export { tellLeftOut, type LeftOutOptions } from './ui/left-out';
export { addGridPanel, endGridRound, GRID_BOX, GRID_OVERLAY_DEPTH, GRID_PANEL, type GridPanel } from './ui/grid-panel';
export {
  addLetterKeys,
  alphabetRows,
  typeLetters,
  type LetterKeys,
  type LetterKeysOptions,
  type LetterMark,
} from './ui/letter-keys';
export { drawTeamBadge } from './ui/team-badge';
export { addBackground } from './ui/background';
export { fitScale } from './ui/fit';
export { showNoWords } from './ui/no-words';
export { burst, confetti, shake, popIn, bob, trail, flash, breathe, lob, type LobOptions } from './ui/juice';
export { addHealthBar, type HealthBar } from './ui/health-bar';
export { addCannon, type Cannon, type CannonOptions } from './ui/cannon';
export { showHeroes, type Hero, type HeroesOptions } from './ui/heroes';
export {
  addCard,
  banner,
  CARD_PICTURE_GAP,
  celebrate,
  fitToWidth,
  outlined,
  popText,
  showDialog,
  type BannerOptions,
  type Dialog,
  type DialogButton,
  type PopTextOptions,
} from './ui/screen';
export { showRoundOver } from './ui/round-over';
export { COLOURS, TEXT, FONT_FAMILY, MIN_TEXT_PX, MIN_TOUCH_PX, css } from './ui/theme';
export { PANEL_CORNER } from './scenes/overlay-scene';
export * from './logic';
