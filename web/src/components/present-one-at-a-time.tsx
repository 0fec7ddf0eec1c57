import { Button } from '@mantine/core';
import { canPlayGame, getEntitlements, ONE_AT_A_TIME, requiredPlanOf, type UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { LockIcon } from './lock-icon';

export interface PresentOneAtATimeProps {
  user: Pick<UserDto, 'current_plan_type'>;
  /** Run just before the presenter opens (My Wordlists selects the card's list: the presenter shows the selected one). */
  onOpen?: () => void;
}

/**
 * 'Present one at a time': opens One At A Time (/games/oneatatime), the selected list as flashcards. Her plan decides
 * with the rule every Pro game follows: locked, it shows the padlock and leads to the plans, saying what unlocks it
 * (common's `gameLockPrompt`, in the reader's language).
 */
export function PresentOneAtATime({ user, onOpen }: PresentOneAtATimeProps) {
  const { t } = useTranslation('auth');
  const label = t('present.label');
  if (canPlayGame(getEntitlements({ activePlan: user.current_plan_type }), ONE_AT_A_TIME)) {
    return (
      <Button component={Link} to={paths.game(ONE_AT_A_TIME.internal_name)} size="sm" color="orange" onClick={onOpen}>
        {label}
      </Button>
    );
  }
  const prompt = t(requiredPlanOf(ONE_AT_A_TIME) === 'Premium' ? 'present.premium' : 'present.pro');
  return (
    <Button
      component={Link}
      to={paths.plans}
      size="sm"
      variant="light"
      color="gray"
      leftSection={<LockIcon size={16} />}
      title={prompt}
      aria-label={`${label}: ${prompt}`}
    >
      {label}
    </Button>
  );
}
