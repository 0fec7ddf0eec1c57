import { lazy, Suspense, useState } from 'react';
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { paths } from '../../lib/paths';
import { hasLoggedInBefore, useCurrentUser, useLogout } from '../../lib/session';
import { NavList } from './nav-list';
import { signedInItems, signedOutItems } from './nav-items';
import classes from './header.module.css';

// The phone's menu is a Mantine Drawer, whose modal machinery (portal, focus trap, scroll lock, floating UI) weighs
// about 25 KB gzipped: it loads when the burger is first pressed, not with every page (the landing page's budget).
const MobileMenu = lazy(() => import('./mobile-menu'));

/** The top bar: logo, navigation for visitors or signed-in users, and a burger menu on small screens. */
export function Header() {
  const user = useCurrentUser();
  const logout = useLogout();
  const [menuOpened, menu] = useDisclosure(false);
  // Mounted from the first press on, so closing it still slides it out.
  const [menuWanted, setMenuWanted] = useState(false);
  const { t } = useTranslation();

  const items = user ? signedInItems(user) : signedOutItems;
  // A returning visitor who is signed out gets the "welcome back" page (core §2).
  const logoTarget = !user && hasLoggedInBefore() ? paths.welcome : paths.home;

  const handleLogout = () => {
    menu.close();
    void logout();
  };

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to={logoTarget} className={classes.logoLink} aria-label={t('nav.home')}>
          <Logo size={40} />
        </Link>
        <nav aria-label={t('nav.main')} className={classes.desktopNav}>
          <NavList items={items} onLogout={user ? handleLogout : undefined} />
        </nav>
        <LanguageSwitch className={classes.language} />
        <Burger
          opened={menuOpened}
          onClick={() => {
            setMenuWanted(true);
            menu.toggle();
          }}
          className={classes.burger}
          aria-label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
        />
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            opened={menuOpened}
            onClose={menu.close}
            items={items}
            onLogout={user ? handleLogout : undefined}
          />
        </Suspense>
      )}
    </header>
  );
}
