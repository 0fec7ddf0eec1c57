import { Burger, Button, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { paths } from '../../lib/paths';
import { hasLoggedInBefore, useCurrentUser, useLogout } from '../../lib/session';
import { signedInItems, signedOutItems, type NavItem } from './nav-items';
import classes from './header.module.css';

interface NavListProps {
  items: NavItem[];
  onNavigate?: () => void;
  onLogout?: () => void;
  vertical?: boolean;
}

/** Whether the item stands for the page shown: at most one item does, so at most one is highlighted. */
function isCurrent(item: NavItem, pathname: string): boolean {
  const page = item.page ?? item.to;
  return pathname === page || pathname === `${page}/`;
}

function NavList({ items, onNavigate, onLogout, vertical = false }: NavListProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <ul className={vertical ? classes.listVertical : classes.list}>
      {items.map((item) => {
        const current = isCurrent(item, pathname);
        return (
          <li key={item.label}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={[item.emphasis ? classes.cta : classes.link, current && !item.emphasis ? classes.active : '']
                .filter(Boolean)
                .join(' ')}
            >
              {t(item.label)}
            </Link>
          </li>
        );
      })}
      {onLogout && (
        <li>
          <Button variant="light" color="red" size={vertical ? 'md' : 'sm'} onClick={onLogout} fullWidth={vertical}>
            {t('nav.logOut')}
          </Button>
        </li>
      )}
    </ul>
  );
}

/** The top bar: logo, navigation for visitors or signed-in users, and a burger menu on small screens. */
export function Header() {
  const user = useCurrentUser();
  const logout = useLogout();
  const [menuOpened, menu] = useDisclosure(false);
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
          onClick={menu.toggle}
          className={classes.burger}
          aria-label={t(menuOpened ? 'nav.closeMenu' : 'nav.openMenu')}
          aria-expanded={menuOpened}
          aria-controls="mobile-menu"
        />
      </div>
      <Drawer
        id="mobile-menu"
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="xs"
        title={t('nav.menu')}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <nav aria-label={t('nav.mobile')}>
          <Stack gap="xs">
            <NavList items={items} onNavigate={menu.close} onLogout={user ? handleLogout : undefined} vertical />
            <LanguageSwitch />
          </Stack>
        </nav>
      </Drawer>
    </header>
  );
}
