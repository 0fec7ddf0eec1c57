// The message catalogues: one module per namespace and language, loaded on demand (each is its own chunk).
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

export const NAMESPACES = [
  'common',
  'landing',
  'auth',
  'account',
  'dashboard',
  'profile',
  'plans',
  'wordlists',
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
  },
};
