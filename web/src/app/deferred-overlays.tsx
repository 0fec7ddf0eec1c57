import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** The notification stack and the modals manager (loaded after the first page; see providers.tsx). */
export default function DeferredOverlays() {
  const { t } = useTranslation('auth');
  return (
    <>
      <Notifications position="top-center" />
      <ModalsProvider labels={{ confirm: t('yes'), cancel: t('cancel') }} />
    </>
  );
}
