import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES } from '@playwords/common/i18n';
import { useChooseLanguage } from '../lib/account-language';
import { useLanguage } from '../lib/i18n';
import classes from './language-switch.module.css';

/**
 * English / 中文: each language named in itself, the current one marked. In the header and the footer; a visitor's
 * choice is kept on this browser, a teacher's on her account too.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const choose = useChooseLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={[classes.switch, className].filter(Boolean).join(' ')}
    >
      {LANGUAGES.map((option, i) => (
        <span key={option} className={classes.item}>
          {i > 0 && (
            <span aria-hidden="true" className={classes.divider}>
              /
            </span>
          )}
          <button
            type="button"
            lang={option}
            aria-pressed={option === language}
            className={option === language ? classes.current : classes.option}
            onClick={() => void choose(option)}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        </span>
      ))}
    </div>
  );
}
