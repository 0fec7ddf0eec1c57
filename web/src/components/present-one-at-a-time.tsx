import { Button } from '@mantine/core';
import {
  canPlayGame,
  gameLockPrompt,
  getEntitlements,
  ONE_AT_A_TIME,
  PRESENT_ONE_AT_A_TIME,
  type UserDto,
} from '@playwords/common';
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
 * with the rule every Pro game follows: locked, it shows the padlock and leads to the plans, saying what unlocks it.
 */
export function PresentOneAtATime({ user, onOpen }: PresentOneAtATimeProps) {
  if (canPlayGame(getEntitlements({ activePlan: user.current_plan_type }), ONE_AT_A_TIME)) {
    return (
      <Button component={Link} to={paths.game(ONE_AT_A_TIME.internal_name)} size="sm" color="orange" onClick={onOpen}>
        {PRESENT_ONE_AT_A_TIME}
      </Button>
    );
  }
  const prompt = gameLockPrompt(ONE_AT_A_TIME);
  return (
    <Button
      component={Link}
      to={paths.plans}
      size="sm"
      variant="light"
      color="gray"
      leftSection={<LockIcon size={16} />}
      title={prompt}
      aria-label={`${PRESENT_ONE_AT_A_TIME}: ${prompt}`}
    >
      {PRESENT_ONE_AT_A_TIME}
    </Button>
  );
}
