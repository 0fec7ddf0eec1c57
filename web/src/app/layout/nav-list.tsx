import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { NavItem } from './nav-items';
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

export function NavList({ items, onNavigate, onLogout, vertical = false }: NavListProps) {
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
