import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { paths } from '../../lib/paths';
import classes from './compact-bar.module.css';

/**
 * The header of the embedded mode (core §2): a back link and the logo, on one thin line, so the page inside
 * another page's frame keeps its room. Back goes to the previous page of this app, or home when there is none.
 */
export function CompactBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // React Router marks the first entry of this app's history 'default': nothing of ours to go back to.
  const hasHistory = location.key !== 'default';
  const showBack = hasHistory || location.pathname !== paths.home;

  const handleBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasHistory) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <header className={classes.bar}>
      {showBack ? (
        <Link to={paths.home} onClick={handleBack} className={classes.back}>
          <span aria-hidden="true">←</span> {t('nav.back')}
        </Link>
      ) : (
        <span />
      )}
      <Link to={paths.home} className={classes.logoLink} aria-label={t('nav.home')}>
        <Logo size={28} />
      </Link>
    </header>
  );
}
