import { useEffect, useState } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TRIAL_DAYS, type UserDto } from '@playwords/common';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorList } from '../../components/error-messages';
import { errorMessages } from '../../lib/form-errors';
import {
  hasPlayedGame,
  nextBannerCounter,
  readBannerCounter,
  THANKS_BANNER_SHOWS,
  writeBannerCounter,
} from '../../lib/games';
import { fetchLicences, licenceKeys, startTrial } from '../../lib/licences';
import { paths } from '../../lib/paths';
import { refreshCurrentUser } from '../../lib/session';
import classes from './dashboard-page.module.css';

/** Which of the game banners of core §4 the dashboard shows, if any. */
export type GameBannerKind = 'trial' | 'thanks' | null;

/**
 * Core §4: after a first game, a teacher who never used a trial or a plan is offered a one-click trial; one who
 * has (a trial or a plan) is thanked and asked for bug reports while the shown-counter is below 5.
 * "Never used a plan" is only certain from her licences, so they are asked for (only in that case).
 */
export function useGameBanner(user: UserDto): GameBannerKind {
  const played = hasPlayedGame();
  const usedTrial = user.used_pro_plan_trial || user.used_premium_plan_trial;
  const mayOfferTrial = played && !usedTrial && !user.has_active_plan;
  const licences = useQuery({
    queryKey: licenceKeys.list,
    queryFn: ({ signal }) => fetchLicences(signal),
    enabled: mayOfferTrial,
  });
  // Read once per visit, and counted once (writing the same next value twice is harmless in StrictMode).
  const [count] = useState(readBannerCounter);
  const thanks = played && (usedTrial || user.has_active_plan);
  useEffect(() => {
    if (thanks) writeBannerCounter(nextBannerCounter(count));
  }, [thanks, count]);

  if (mayOfferTrial) return licences.isSuccess && licences.data.count === 0 ? 'trial' : null;
  if (thanks && count < THANKS_BANNER_SHOWS) return 'thanks';
  return null;
}

/** The one-click trial: a Pro trial starts at once, no payment details asked. */
export function TrialOfferBanner() {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function handleStart() {
    setBusy(true);
    setErrors([]);
    try {
      await startTrial('PRO');
      await refreshCurrentUser(queryClient);
      void queryClient.invalidateQueries({ queryKey: licenceKeys.list });
    } catch (error) {
      setErrors(errorMessages(error));
      setBusy(false);
    }
  }

  return (
    <Paper className={classes.banner} radius="xl" p="lg" mb="xl" role="region" aria-label={t('trial.ariaLabel')}>
      <Group justify="space-between" gap="md">
        <div>
          <Text fw={800} size="xl">
            {t('trial.heading')}
          </Text>
          <Text>{t('trial.text', { days: TRIAL_DAYS })}</Text>
          <ErrorList messages={errors} />
        </div>
        <Button size="md" color="dark" loading={busy} onClick={() => void handleStart()}>
          {t('trial.button')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Thanks for playing, and where to report a bug. */
export function ThanksBanner() {
  const { t } = useTranslation('dashboard');
  return (
    <Paper className={classes.banner} radius="xl" p="lg" mb="xl" role="region" aria-label={t('thanks.ariaLabel')}>
      <Text fw={800} size="xl">
        {t('thanks.heading')}
      </Text>
      <Text>
        <Trans
          t={t}
          i18nKey="thanks.text"
          components={{
            contact: <Anchor component={Link} to={paths.contactUs} c="inherit" fw={800} underline="always" />,
          }}
        />
      </Text>
    </Paper>
  );
}
