import { useEffect, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

/** Counts down from `seconds` once a second, then replaces the page with `to`; returns the seconds left. */
export function useRedirectCountdown(seconds: number, to: string): number {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(seconds);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) void navigate(to, { replace: true });
  }, [secondsLeft, navigate, to]);

  return secondsLeft;
}

export interface RedirectCountdownProps {
  /** Where to go when the countdown ends (or at once, with the button). */
  to: string;
  /** How long before going there. */
  seconds: number;
  /** What the place is called in 'Taking you to … in N seconds.' */
  destination: string;
  /** The label of the button that goes there now. */
  goNowLabel: string;
}

/** A visible countdown, 'Taking you to … in N seconds.', then a redirect; a button goes there at once. */
export function RedirectCountdown({ to, seconds, destination, goNowLabel }: RedirectCountdownProps) {
  const secondsLeft = useRedirectCountdown(seconds, to);
  const { t } = useTranslation('auth');

  return (
    <>
      <Text size="lg">
        <Trans t={t} i18nKey="countdown" count={secondsLeft} values={{ destination }} components={{ b: <strong /> }} />
      </Text>
      <Button component={Link} to={to} size="lg">
        {goNowLabel}
      </Button>
    </>
  );
}
