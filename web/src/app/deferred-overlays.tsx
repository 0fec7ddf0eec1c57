import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/** The notification stack and the modals manager (loaded after the first page; see providers.tsx). */
export default function DeferredOverlays() {
  return (
    <>
      <Notifications position="top-center" />
      <ModalsProvider labels={{ confirm: 'Yes', cancel: 'Cancel' }} />
    </>
  );
}
