import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { NavList } from './nav-list';
import type { NavItem } from './nav-items';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  onLogout?: () => void;
}

/** The burger's menu on small screens: the same items as the header, and the language switch. */
export default function MobileMenu({ opened, onClose, items, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.menu')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <nav aria-label={t('nav.mobile')}>
        <Stack gap="xs">
          <NavList items={items} onNavigate={onClose} onLogout={onLogout} vertical />
          <LanguageSwitch />
        </Stack>
      </nav>
    </Drawer>
  );
}
