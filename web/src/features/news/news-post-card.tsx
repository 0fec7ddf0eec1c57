import { useId, useRef, useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ErrorDetail, type NewsPostDto, type UserDto } from '@playwords/common';
import { formatDate } from '@playwords/common/i18n';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorList } from '../../components/error-messages';
import { ApiError } from '../../lib/api';
import { errorMessages } from '../../lib/form-errors';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useSignOut } from '../../lib/session';
import { useVote, voteOf } from './news-api';
import { PostText } from '../../components/post-text';
import classes from './news.module.css';

function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'scale(1, -1)' } : undefined}
    >
      <path
        fill="currentColor"
        d="M2 21h4V9H2v12zm20-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L13.17 1 6.59 7.59C6.22 7.95 6 8.45 6 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z"
      />
    </svg>
  );
}

export interface NewsPostCardProps {
  post: NewsPostDto;
  /** The signed-in user, or undefined for a visitor. */
  user: UserDto | undefined;
  /** Her session is being checked: the vote buttons wait. */
  sessionPending: boolean;
}

/**
 * One post (accounts §2): its picture, name, the day it was posted, its text, and the like and dislike buttons
 * with their counts. A visitor's click goes to /login (only signed-in users vote, accounts §6); a teacher's shows at
 * once, and a failure puts the post back as it was with the reason. One vote on a post at a time: a click while the
 * last one is on its way waits for nothing and does nothing.
 */
function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.body?.detail === ErrorDetail.notAuthenticated;
}

export function NewsPostCard({ post, user, sessionPending }: NewsPostCardProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const [broken, setBroken] = useState(false);
  const mutation = useVote();
  const signOut = useSignOut();
  // Two clicks in one frame see the same render: the ref, not `isPending`, keeps the second out.
  const sending = useRef(false);
  const vote = voteOf(user, post.id);
  const { t } = useTranslation('news');
  const language = useLanguage();
  // The date part as the server wrote it: '2024-05-01' in English (the spec's format), 2024年5月1日 in Chinese.
  const isoDay = post.created_on.slice(0, 10);
  const day =
    language === 'en'
      ? isoDay
      : formatDate(isoDay, language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  function handleVote(clicked: boolean) {
    if (!user) {
      void navigate(paths.login);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(
      { post, current: vote, clicked },
      {
        onSettled: () => {
          sending.current = false;
        },
        // Her session ended meanwhile (another device took its place): log in again, told why.
        onError: (error) => {
          if (isSessionGone(error)) void signOut({ expired: true });
        },
      },
    );
  }
  return (
    <Card component="article" aria-labelledby={headingId} withBorder radius="lg" padding="lg" className={classes.post}>
      {post.image && !broken && (
        <Card.Section className={classes.pictureFrame}>
          {/* Decorative: the post's name follows as its heading. */}
          <img src={post.image} alt="" className={classes.picture} loading="lazy" onError={() => setBroken(true)} />
        </Card.Section>
      )}
      <Stack gap="sm" mt={post.image && !broken ? 'md' : 0}>
        <Title order={2} id={headingId} className={classes.name}>
          {post.name}
        </Title>
        <Text size="sm" c="dimmed">
          {t('postedOn')} <time dateTime={post.created_on}>{day}</time>
        </Text>
        <PostText text={post.text} />
        <Group gap="sm" mt="xs">
          <Button
            variant={vote === true ? 'filled' : 'light'}
            color="play"
            radius="xl"
            size="md"
            leftSection={<ThumbIcon />}
            aria-pressed={vote === true}
            disabled={sessionPending}
            onClick={() => handleVote(true)}
          >
            {t('likeLabel', { count: post.likes })}
          </Button>
          <Button
            variant={vote === false ? 'filled' : 'light'}
            color="red"
            radius="xl"
            size="md"
            leftSection={<ThumbIcon down />}
            aria-pressed={vote === false}
            disabled={sessionPending}
            onClick={() => handleVote(false)}
          >
            {t('dislikeLabel', { count: post.dislikes })}
          </Button>
        </Group>
        {mutation.isError && <ErrorList title={t('voteFailed')} messages={errorMessages(mutation.error)} />}
      </Stack>
    </Card>
  );
}
