import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage, PRODUCT_NAME, type Language } from '@playwords/common';
import enEmails from '@playwords/common/i18n/en/emails';
import zhEmails from '@playwords/common/i18n/zh-CN/emails';

// The server's texts in a reader's language: the e-mails to a teacher in her account's language. Both languages'
// catalogues are loaded here, statically (no file reads at run time); the API's error bodies stay English and
// carry their codes instead (platform/errors.ts), which the web app translates.

const i18n = createInstance();
void i18n.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'zh-CN'],
  ns: ['emails'],
  defaultNS: 'emails',
  resources: {
    en: { emails: enEmails },
    'zh-CN': { emails: zhEmails },
  },
  // Texts go into plain-text mail and are escaped for the HTML part where they are used.
  interpolation: { escapeValue: false, defaultVariables: { product: PRODUCT_NAME } },
  returnNull: false,
});

/** The language an account's texts are written in: hers, or English for anything else. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The `emails` texts in a language (`t('activation.subject')`). */
export function emailTexts(language: Language): TFunction<'emails'> {
  return i18n.getFixedT(languageOf(language), 'emails');
}
