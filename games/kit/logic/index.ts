// Pure logic: no Phaser, no DOM. Games' own logic/ folders and tests import it from here.
export { createRng, type Rng } from './rng';
export { WordDeck, normaliseWords, normaliseText, lettersOf, type WordEntry, type WordDeckOptions } from './word-deck';
export { TeamBoard, createTeams, createTeamsFrom, rankTeams, TEAM_STYLES, MIN_TEAMS, MAX_TEAMS } from './teams';
export type { Team, TeamShape, TeamStyle, TeamsState, Placing } from './teams';
export {
  MAX_WORD_PICTURES,
  pictureUrlsByText,
  readPictureUrls,
  WORD_PICTURE_KEY_PREFIX,
  WordPictures,
} from './pictures';
export {
  defaultSettings,
  validateSettings,
  stepSetting,
  describeSetting,
  setting,
  picturesOnlyOn,
  PICTURES_ONLY_SETTING,
} from './settings';
export type {
  SettingsSchema,
  SettingsValues,
  SettingField,
  ChoiceSetting,
  NumberSetting,
  ToggleSetting,
} from './settings';
export { FrameStats, type FrameStatsSummary } from './frame-stats';
export { chooseVoice, languageOf, speechMode, SPEECH_RATE, type SpeechLanguage, type VoiceInfo } from './speech-choice';
export { buildSave, readRecord, readSave, type KitSaveState, type KitStats, type RecordRules } from './save';
export { Countdown, formatClock, roundOver, type RoundLimit } from './countdown';
export { MOST_TOLD, readStrings, readToldState, tellOnce, toldStateRules, type ToldState } from './told';
export { newTurnRound, turnPlayed, type TurnRound } from './turn-round';
export { leftOutReport, whyLeftOut, type LeftOutEntry, type LeftOutLimits } from './left-out';
export {
  currentLanguage,
  defineTexts,
  kitText,
  setLanguage,
  type TextKey,
  type TextValues,
  type Translate,
} from './i18n';
export { QuestionOutcomes, WordOutcomeTally, type WordOutcome, type WordOutcomeCounts } from './word-outcomes';
export {
  buildClassResult,
  chosenTeams,
  classFits,
  classPointsGiven,
  classPointsOf,
  classTeamStyles,
  firstChosen,
  newResultId,
  playingTeams,
  readClassId,
  readClassPlay,
  readClasses,
  resultWords,
  toggleChosen,
  type ClassPlay,
} from './class-play';
