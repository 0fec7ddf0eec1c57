import { useEffect } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { maskEmail } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { resendActivationForMe } from '../../lib/account';
import { paths } from '../../lib/paths';
import { useRequireSession } from '../../lib/session';
import { AccountPanel, ResendEmail } from './account-steps';

/**
 * The activation reminder (/activate/reminder, accounts §2): for a signed-in user whose e-mail is not validated,
 * the masked address and 'Resend Email'. A visitor's session is restored first (failure → /login); a user whose
 * e-mail is valid has nothing to do here and goes to /.
 */
export default function ActivationReminderPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('reminder.title'));
  const navigate = useNavigate();
  const user = useRequireSession(paths.login);
  const validated = user?.has_valid_email === true;

  useEffect(() => {
    if (validated) void navigate(paths.home, { replace: true });
  }, [validated, navigate]);

  if (!user || validated) return <PageLoader />;

  return (
    <AccountPanel title={t('reminder.title')}>
      <Stack gap="lg" align="center" ta="center">
        <Text size="lg">{t('reminder.text', { email: maskEmail(user.email) })}</Text>
        <ResendEmail send={resendActivationForMe} />
        <Anchor component={Link} to={paths.profile} fw={700}>
          {t('reminder.profileLink')}
        </Anchor>
      </Stack>
    </AccountPanel>
  );
}
