import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fetchLessonPlan, sharedClassKeys } from '../../lib/classes';
import { lessonNextPath, type LessonStep } from './game-options';
import classes from './game-page.module.css';

/** Whether a key press was meant for a field (N typed into a text box is not 'next'). */
function typedIntoField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The slim bar above a lesson's game: the plan's name, which game of how many, and 'Next →' back to the presenter.
 * N does the same while the page (not the game's frame, which keeps its keys) has the focus. The plan is asked for
 * on its own (`GET /api/lessons/:id/`); without it (offline) the bar still says which game and still goes on.
 */
export function LessonBar({ lesson, step }: LessonStep) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const plan = useQuery({
    queryKey: sharedClassKeys.lessonPlan(lesson),
    queryFn: ({ signal }) => fetchLessonPlan(lesson, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const next = lessonNextPath({ lesson, step });

  useEffect(() => {
    function handleKey(event: KeyboardEvent) {
      if (event.key !== 'n' && event.key !== 'N') return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || typedIntoField(event.target)) return;
      event.preventDefault();
      void navigate(next);
    }
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [navigate, next]);

  const count = plan.data?.games.length ?? 0;
  const label = plan.data
    ? t('lesson.progress', { name: plan.data.name, step: Math.min(step, count), count })
    : t('lesson.progressUnknown', { step });

  return (
    <Group
      component="nav"
      aria-label={t('lesson.ariaLabel')}
      justify="space-between"
      gap="sm"
      wrap="nowrap"
      className={classes.lesson}
    >
      <Text fw={700} truncate>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {t('lesson.nextHint')}
        </Text>
        <Button component={Link} to={next} size="sm" aria-keyshortcuts="N">
          {t('lesson.next')}
        </Button>
      </Group>
    </Group>
  );
}
