import { useEffect, useRef, useState } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RedirectCountdown } from '../../components/redirect-countdown';
import { usePageTitle } from '../../components/use-page-title';
import { activateAccount, isExpiredTokenError, resendActivationById } from '../../lib/account';
import { paths } from '../../lib/paths';
import { AccountPanel, ResendEmail, StepHeading } from './account-steps';
import { ACTIVATED_REDIRECT_SECONDS, INVALID_LINK_REDIRECT_MS } from './messages';

type ActivationState = 'waiting' | 'activated' | 'expired' | 'invalid';

/** "You're all set!" and a visible countdown to /login (accounts §4, §9). */
function Activated() {
  const { t } = useTranslation('account');
  return (
    <Stack align="center" ta="center" gap="md" role="status">
      <StepHeading>{t('steps.allSet')}</StepHeading>
      <Text size="lg">{t('activation.active')}</Text>
      <RedirectCountdown
        to={paths.login}
        seconds={ACTIVATED_REDIRECT_SECONDS}
        destination={t('activation.loginPage')}
        goNowLabel={t('activation.goToLogInNow')}
      />
    </Stack>
  );
}

/** 'This link is invalid. Redirecting to main page.', then / after a second (accounts §4, §9). */
function InvalidLink() {
  const navigate = useNavigate();
  const { t } = useTranslation('account');

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(paths.home, { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Text size="lg" ta="center" role="alert">
      {t('activation.invalidLink')}
    </Text>
  );
}

/** Activates the account once on arrival, then shows where that left it. */
function ActivateWithToken({ id, token }: { id: string; token: string }) {
  const [state, setState] = useState<ActivationState>('waiting');
  // Links are single use: a second request (StrictMode runs effects twice) would report a used link.
  const started = useRef(false);
  const { t } = useTranslation('account');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    activateAccount(id, token).then(
      () => setState('activated'),
      (error: unknown) => setState(isExpiredTokenError(error) ? 'expired' : 'invalid'),
    );
  }, [id, token]);

  switch (state) {
    case 'waiting':
      return (
        <Stack align="center" ta="center" gap="md" role="status">
          <Loader size="lg" aria-hidden="true" />
          <Text size="lg">{t('activation.activating')}</Text>
        </Stack>
      );
    case 'activated':
      return <Activated />;
    case 'expired':
      return (
        <Stack align="center" ta="center" gap="lg">
          <Text size="lg" role="alert">
            {t('activation.tokenExpired')}
          </Text>
          <ResendEmail send={() => resendActivationById(id)} />
        </Stack>
      );
    case 'invalid':
      return <InvalidLink />;
  }
}

/**
 * Activation (/activate/:id/:token and /activate/:id, accounts §2, §4, §8). With a token: waiting, then
 * activated (to /login after 5 s), token expired (with a resend) or invalid (to / after 1 s). Without a token
 * the link was cut short (a mail program wrapped it): a new e-mail can be sent to that account.
 */
export default function ActivationPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('activation.title'));
  const { id, token } = useParams();

  let content;
  if (!id) content = <InvalidLink />;
  else if (token) content = <ActivateWithToken key={`${id}/${token}`} id={id} token={token} />;
  else {
    content = (
      <Stack align="center" ta="center" gap="lg">
        <Text size="lg">{t('activation.incomplete')}</Text>
        <ResendEmail send={() => resendActivationById(id)} />
      </Stack>
    );
  }

  return <AccountPanel title={t('activation.title')}>{content}</AccountPanel>;
}
