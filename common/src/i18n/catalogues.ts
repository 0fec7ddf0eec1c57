// The message catalogues: one module per namespace and language, loaded on demand (each is its own chunk).
// The web app's namespaces, then the games' (the kit's and one per game, which each game page bundles itself).
import type { Language } from './languages';
import type { Messages } from './types';
import type common from './en/common';
import type landing from './en/landing';
import type auth from './en/auth';
import type account from './en/account';
import type dashboard from './en/dashboard';
import type profile from './en/profile';
import type plans from './en/plans';
import type wordlists from './en/wordlists';
import type printables from './en/printables';
import type classes from './en/classes';
import type lessons from './en/lessons';
import type images from './en/images';
import type pages from './en/pages';
import type terms from './en/terms';
import type news from './en/news';
import type contact from './en/contact';
import type gamesInfo from './en/gamesInfo';
import type player from './en/player';
import type kit from './en/kit';
import type emails from './en/emails';
import type errors from './en/errors';
import type alienblaster from './en/alienblaster';
import type alienchase from './en/alienchase';
import type alienchasebasic from './en/alienchasebasic';
import type characterwheel from './en/characterwheel';
import type fighters from './en/fighters';
import type fightersbasic from './en/fightersbasic';
import type fourinarow from './en/fourinarow';
import type hangmanbattle from './en/hangmanbattle';
import type monstermash from './en/monstermash';
import type numberline from './en/numberline';
import type numberwheel from './en/numberwheel';
import type oneatatime from './en/oneatatime';
import type openthesafe from './en/openthesafe';
import type prepositions from './en/prepositions';
import type spacefight from './en/spacefight';
import type spottheword from './en/spottheword';
import type timetrial from './en/timetrial';
import type twister from './en/twister';
import type ufoblockade from './en/ufoblockade';
import type wordbrain from './en/wordbrain';
import type wordsearch from './en/wordsearch';
import type wordwheel from './en/wordwheel';

export const NAMESPACES = [
  'common',
  'landing',
  'auth',
  'account',
  'dashboard',
  'profile',
  'plans',
  'wordlists',
  'printables',
  'classes',
  'lessons',
  'images',
  'pages',
  'terms',
  'news',
  'contact',
  'gamesInfo',
  'player',
  'kit',
  'emails',
  'errors',
  'alienblaster',
  'alienchase',
  'alienchasebasic',
  'characterwheel',
  'fighters',
  'fightersbasic',
  'fourinarow',
  'hangmanbattle',
  'monstermash',
  'numberline',
  'numberwheel',
  'oneatatime',
  'openthesafe',
  'prepositions',
  'spacefight',
  'spottheword',
  'timetrial',
  'twister',
  'ufoblockade',
  'wordbrain',
  'wordsearch',
  'wordwheel',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The English catalogues' shapes: the keys every language has (web/src/lib/i18n.ts types `t` with them). */
export interface Catalogues {
  common: typeof common;
  landing: typeof landing;
  auth: typeof auth;
  account: typeof account;
  dashboard: typeof dashboard;
  profile: typeof profile;
  plans: typeof plans;
  wordlists: typeof wordlists;
  printables: typeof printables;
  classes: typeof classes;
  lessons: typeof lessons;
  images: typeof images;
  pages: typeof pages;
  terms: typeof terms;
  news: typeof news;
  contact: typeof contact;
  gamesInfo: typeof gamesInfo;
  player: typeof player;
  kit: typeof kit;
  emails: typeof emails;
  errors: typeof errors;
  alienblaster: typeof alienblaster;
  alienchase: typeof alienchase;
  alienchasebasic: typeof alienchasebasic;
  characterwheel: typeof characterwheel;
  fighters: typeof fighters;
  fightersbasic: typeof fightersbasic;
  fourinarow: typeof fourinarow;
  hangmanbattle: typeof hangmanbattle;
  monstermash: typeof monstermash;
  numberline: typeof numberline;
  numberwheel: typeof numberwheel;
  oneatatime: typeof oneatatime;
  openthesafe: typeof openthesafe;
  prepositions: typeof prepositions;
  spacefight: typeof spacefight;
  spottheword: typeof spottheword;
  timetrial: typeof timetrial;
  twister: typeof twister;
  ufoblockade: typeof ufoblockade;
  wordbrain: typeof wordbrain;
  wordsearch: typeof wordsearch;
  wordwheel: typeof wordwheel;
}

type Loader = () => Promise<{ default: Messages }>;

/** Literal imports, so every bundler splits one chunk per namespace and language. */
export const CATALOGUE_LOADERS: Record<Language, Record<Namespace, Loader>> = {
  en: {
    common: () => import('./en/common'),
    landing: () => import('./en/landing'),
    auth: () => import('./en/auth'),
    account: () => import('./en/account'),
    dashboard: () => import('./en/dashboard'),
    profile: () => import('./en/profile'),
    plans: () => import('./en/plans'),
    wordlists: () => import('./en/wordlists'),
    printables: () => import('./en/printables'),
    classes: () => import('./en/classes'),
    lessons: () => import('./en/lessons'),
    images: () => import('./en/images'),
    pages: () => import('./en/pages'),
    terms: () => import('./en/terms'),
    news: () => import('./en/news'),
    contact: () => import('./en/contact'),
    gamesInfo: () => import('./en/gamesInfo'),
    player: () => import('./en/player'),
    kit: () => import('./en/kit'),
    emails: () => import('./en/emails'),
    errors: () => import('./en/errors'),
    alienblaster: () => import('./en/alienblaster'),
    alienchase: () => import('./en/alienchase'),
    alienchasebasic: () => import('./en/alienchasebasic'),
    characterwheel: () => import('./en/characterwheel'),
    fighters: () => import('./en/fighters'),
    fightersbasic: () => import('./en/fightersbasic'),
    fourinarow: () => import('./en/fourinarow'),
    hangmanbattle: () => import('./en/hangmanbattle'),
    monstermash: () => import('./en/monstermash'),
    numberline: () => import('./en/numberline'),
    numberwheel: () => import('./en/numberwheel'),
    oneatatime: () => import('./en/oneatatime'),
    openthesafe: () => import('./en/openthesafe'),
    prepositions: () => import('./en/prepositions'),
    spacefight: () => import('./en/spacefight'),
    spottheword: () => import('./en/spottheword'),
    timetrial: () => import('./en/timetrial'),
    twister: () => import('./en/twister'),
    ufoblockade: () => import('./en/ufoblockade'),
    wordbrain: () => import('./en/wordbrain'),
    wordsearch: () => import('./en/wordsearch'),
    wordwheel: () => import('./en/wordwheel'),
  },
  'zh-CN': {
    common: () => import('./zh-CN/common'),
    landing: () => import('./zh-CN/landing'),
    auth: () => import('./zh-CN/auth'),
    account: () => import('./zh-CN/account'),
    dashboard: () => import('./zh-CN/dashboard'),
    profile: () => import('./zh-CN/profile'),
    plans: () => import('./zh-CN/plans'),
    wordlists: () => import('./zh-CN/wordlists'),
    printables: () => import('./zh-CN/printables'),
    classes: () => import('./zh-CN/classes'),
    lessons: () => import('./zh-CN/lessons'),
    images: () => import('./zh-CN/images'),
    pages: () => import('./zh-CN/pages'),
    terms: () => import('./zh-CN/terms'),
    news: () => import('./zh-CN/news'),
    contact: () => import('./zh-CN/contact'),
    gamesInfo: () => import('./zh-CN/gamesInfo'),
    player: () => import('./zh-CN/player'),
    kit: () => import('./zh-CN/kit'),
    emails: () => import('./zh-CN/emails'),
    errors: () => import('./zh-CN/errors'),
    alienblaster: () => import('./zh-CN/alienblaster'),
    alienchase: () => import('./zh-CN/alienchase'),
    alienchasebasic: () => import('./zh-CN/alienchasebasic'),
    characterwheel: () => import('./zh-CN/characterwheel'),
    fighters: () => import('./zh-CN/fighters'),
    fightersbasic: () => import('./zh-CN/fightersbasic'),
    fourinarow: () => import('./zh-CN/fourinarow'),
    hangmanbattle: () => import('./zh-CN/hangmanbattle'),
    monstermash: () => import('./zh-CN/monstermash'),
    numberline: () => import('./zh-CN/numberline'),
    numberwheel: () => import('./zh-CN/numberwheel'),
    oneatatime: () => import('./zh-CN/oneatatime'),
    openthesafe: () => import('./zh-CN/openthesafe'),
    prepositions: () => import('./zh-CN/prepositions'),
    spacefight: () => import('./zh-CN/spacefight'),
    spottheword: () => import('./zh-CN/spottheword'),
    timetrial: () => import('./zh-CN/timetrial'),
    twister: () => import('./zh-CN/twister'),
    ufoblockade: () => import('./zh-CN/ufoblockade'),
    wordbrain: () => import('./zh-CN/wordbrain'),
    wordsearch: () => import('./zh-CN/wordsearch'),
    wordwheel: () => import('./zh-CN/wordwheel'),
  },
};
