import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { StorageKey } from '@playwords/common';
import {
  CATALOGUE_LOADERS,
  DEFAULT_LANGUAGE,
  isLanguage,
  pickLanguage,
  type Catalogues,
  type Language,
  type Namespace,
} from '@playwords/common/i18n';
import common from '@playwords/common/i18n/en/common';
import landing from '@playwords/common/i18n/en/landing';
import { readStorage, writeStorage } from './storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogues;
    returnNull: false;
  }
}

/**
 * Every other namespace and every Chinese catalogue is its own chunk, fetched when a page first asks for it: the
 * landing page carries only the English texts it shows (its budget in scripts/check-budgets.mjs).
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = isLanguage(language) ? CATALOGUE_LOADERS[language][namespace as Namespace] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The language on first paint: the one she chose before on this browser, else her browser's. */
export function initialLanguage(): Language {
  const stored = readStorage(StorageKey.language);
  if (isLanguage(stored)) return stored;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']);
}

function followDocument(language: string): void {
  document.documentElement.lang = language;
  // API messages are shown in the reader's language from the 'errors' catalogue, on any page, and outside any
  // component that could wait for it (web/src/lib/form-errors.ts); English readers see the server's own text.
  if (language !== DEFAULT_LANGUAGE && i18n.isInitialized) void i18n.loadNamespaces('errors');
}

export const i18n: I18n = i18next.createInstance();

/** Starts the texts once, before the first render (main.tsx); tests call it with every English catalogue. */
export function initI18n(
  language: Language = initialLanguage(),
  resources: Partial<Catalogues> = { common, landing },
): Promise<unknown> {
  if (i18n.isInitialized) return i18n.changeLanguage(language);
  i18n.on('languageChanged', followDocument);
  const ready = i18n
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      // The zh-CN catalogues are typed against the English ones, so no key falls back.
      fallbackLng: false,
      supportedLngs: [...Object.keys(CATALOGUE_LOADERS)],
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: resources },
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return ready.then(() => followDocument(language));
}

/** The interface language now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The language shown, for components that format dates, numbers and money (`formatMoney(…, language)`). */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

/** Shows the interface in `language` and remembers it on this browser. */
export async function switchLanguage(language: Language): Promise<void> {
  writeStorage(StorageKey.language, language);
  await i18n.changeLanguage(language);
}

/**
 * A key known only at run time (an API message's code). Prefer `t('ns:literal.key')`: the catalogue test finds
 * unused keys by their literal spelling in the code.
 */
export function translateDynamicKey(key: string, values: Record<string, unknown> = {}): string {
  return (i18n.t as unknown as (key: string, options: object) => string)(key, values);
}
