import { useState } from 'react';
import { Badge, Button, Card, List, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { TRIAL_DAYS, TRIAL_TYPES, type TrialType, type UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorList } from '../../components/error-messages';
import { errorMessages } from '../../lib/form-errors';
import { licenceKeys, startTrial } from '../../lib/licences';
import { paths } from '../../lib/paths';
import { refreshCurrentUser } from '../../lib/session';
import classes from './pricing-page.module.css';

/** A trial card's states (accounts §4). */
export type TrialPhase = 'clickMe' | 'processing' | 'activating' | 'success';

interface TrialInfo {
  color: string;
  used: (user: UserDto) => boolean;
}

const TRIALS: Record<TrialType, TrialInfo> = {
  PRO: { color: 'play', used: (user) => user.used_pro_plan_trial },
  PREMIUM: { color: 'grape', used: (user) => user.used_premium_plan_trial },
};

/** Each card's texts, as catalogue keys ('plans' namespace). */
const TRIAL_TEXTS = {
  PRO: {
    name: 'planNames.pro',
    label: 'trials.pro.label',
    title: 'trials.pro.title',
    start: 'trials.pro.start',
    free: 'trials.pro.free',
    perks: ['trials.pro.perks.games', 'trials.pro.perks.uploads', 'trials.pro.perks.share'],
  },
  PREMIUM: {
    name: 'planNames.premium',
    label: 'trials.premium.label',
    title: 'trials.premium.title',
    start: 'trials.premium.start',
    free: 'trials.premium.free',
    perks: ['trials.premium.perks.everything', 'trials.premium.perks.devices', 'trials.premium.perks.beta'],
  },
} as const;

/** Whether the trial cards are shown at all: not once both trials are used (accounts §2). */
export function bothTrialsUsed(user: UserDto | undefined): boolean {
  return user !== undefined && TRIAL_TYPES.every((type) => TRIALS[type].used(user));
}

interface TrialCardProps {
  type: TrialType;
  phase: TrialPhase;
  used: boolean;
  errors: string[];
  disabled: boolean;
  onStart: () => void;
}

function TrialCard({ type, phase, used, errors, disabled, onStart }: TrialCardProps) {
  const { t } = useTranslation('plans');
  const { color } = TRIALS[type];
  const texts = TRIAL_TEXTS[type];
  const busy = phase === 'processing' || phase === 'activating';

  return (
    <Card
      component="article"
      aria-label={t(texts.label)}
      padding="xl"
      radius="xl"
      withBorder
      className={classes.trialCard}
      data-used={used || undefined}
      style={{ borderColor: `var(--mantine-color-${color}-5)` }}
    >
      {used && (
        <Badge color="gray" size="lg" tt="none" className={classes.ribbon}>
          {t('trials.used')}
        </Badge>
      )}
      <div aria-live="polite" className={classes.trialBody}>
        <Title order={2} size="h3" c={`${color}.7`}>
          {phase === 'success' ? t('trials.success') : t(texts.title)}
        </Title>
        <Text c="dimmed">{t(texts.free, { days: TRIAL_DAYS })}</Text>
        <List spacing={4} my="md">
          {texts.perks.map((perk) => (
            <List.Item key={perk}>{t(perk)}</List.Item>
          ))}
        </List>
        {phase === 'success' ? (
          <Button component={Link} to={paths.home} color={color} size="lg" fullWidth mt="auto">
            {t('trials.playGames')}
          </Button>
        ) : (
          <Button
            color={color}
            size="lg"
            fullWidth
            mt="auto"
            disabled={used || busy || disabled}
            leftSection={busy ? <Loader size="xs" color="currentColor" aria-hidden /> : undefined}
            onClick={onStart}
          >
            {phase === 'processing'
              ? t('trials.processing')
              : phase === 'activating'
                ? t('trials.activating')
                : t(texts.start)}
          </Button>
        )}
      </div>
      {errors.length > 0 && (
        <div className={classes.trialErrors}>
          <ErrorList messages={errors} />
        </div>
      )}
    </Card>
  );
}

export interface TrialCardsProps {
  /** The signed-in user; undefined for a visitor. */
  user: UserDto | undefined;
  /** A returning visitor's session is being checked: wait before sending her anywhere. */
  sessionPending?: boolean;
}

/**
 * The Pro and Premium trial cards of the pricing page (accounts §2, §4): ClickMe → Processing → Activating (the
 * user is refreshed) → Success; back to ClickMe with the errors on failure. A visitor goes to /login; a user with
 * an active plan is asked first whether to pause it.
 */
export function TrialCards({ user, sessionPending = false }: TrialCardsProps) {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phases, setPhases] = useState<Record<TrialType, TrialPhase>>({ PRO: 'clickMe', PREMIUM: 'clickMe' });
  const [errors, setErrors] = useState<Record<TrialType, string[]>>({ PRO: [], PREMIUM: [] });
  const [confirming, setConfirming] = useState<TrialType | null>(null);

  const setPhase = (type: TrialType, phase: TrialPhase) => setPhases((current) => ({ ...current, [type]: phase }));
  const setErrorsOf = (type: TrialType, messages: string[]) =>
    setErrors((current) => ({ ...current, [type]: messages }));

  // A card that has just succeeded stays to show 'Success!' even though both trials are now used.
  const anyStarted = TRIAL_TYPES.some((type) => phases[type] !== 'clickMe');
  if (bothTrialsUsed(user) && !anyStarted) return null;

  async function start(type: TrialType) {
    setErrorsOf(type, []);
    setPhase(type, 'processing');
    try {
      await startTrial(type);
    } catch (error) {
      setErrorsOf(type, errorMessages(error));
      setPhase(type, 'clickMe');
      return;
    }
    setPhase(type, 'activating');
    try {
      await refreshCurrentUser(queryClient);
    } catch {
      // The trial has started; the plan shows on the next page load.
    }
    void queryClient.invalidateQueries({ queryKey: licenceKeys.list });
    setPhase(type, 'success');
  }

  function handleStart(type: TrialType) {
    if (!user) {
      void navigate(paths.login);
      return;
    }
    if (user.has_active_plan) {
      setConfirming(type);
      return;
    }
    void start(type);
  }

  function confirm() {
    const type = confirming;
    setConfirming(null);
    if (type) void start(type);
  }

  const confirmingName = confirming ? t(TRIAL_TEXTS[confirming].name) : '';

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.trials}>
        {TRIAL_TYPES.map((type) => (
          <TrialCard
            key={type}
            type={type}
            phase={phases[type]}
            // Success outranks the flag the refreshed user now carries.
            used={phases[type] !== 'success' && user !== undefined && TRIALS[type].used(user)}
            errors={errors[type]}
            disabled={sessionPending}
            onStart={() => handleStart(type)}
          />
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('trials.confirm.title')}
        confirmLabel={t('trials.confirm.confirm')}
        cancelLabel={t('trials.confirm.cancel')}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {t('trials.confirm.body', { name: confirmingName, days: TRIAL_DAYS })}
      </ConfirmDialog>
    </>
  );
}
