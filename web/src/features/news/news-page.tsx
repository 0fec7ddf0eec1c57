import { useEffect } from 'react';
import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { ErrorList } from '../../components/error-messages';
import { LoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { usePageTitle } from '../../components/use-page-title';
import { errorMessages } from '../../lib/form-errors';
import { flattenPages } from '../../lib/paging';
import { forgetSignedIn, useCurrentUser, useRestoreSession, wasSignedIn } from '../../lib/session';
import { useNews } from './news-api';
import { NewsPostCard } from './news-post-card';
import classes from './news.module.css';

function NewsList({ user, sessionPending }: { user: UserDto | undefined; sessionPending: boolean }) {
  const news = useNews();
  const { t } = useTranslation('news');
  if (news.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (news.isError && !news.data) {
    return <LoadError message={t('loadFailed')} error={news.error} onRetry={() => void news.refetch()} size="lg" />;
  }
  const posts = flattenPages(news.data);
  if (posts.length === 0) {
    return (
      <Text size="lg" py="md">
        {t('empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xl">
      {posts.map((post) => (
        <NewsPostCard key={post.id} post={post} user={user} sessionPending={sessionPending} />
      ))}
      <LoadMore query={news} label={t('loadMore')} />
      {news.isError && <ErrorList messages={errorMessages(news.error)} />}
    </Stack>
  );
}

/**
 * News (/news, accounts §2): the posts, newest first, 50 at a time with Load More; everyone reads them and a
 * signed-in teacher likes or dislikes them. A returning teacher's session is checked on load so her votes show;
 * if it is gone the signed-in markers are dropped (accounts §4, §8).
 */
export default function NewsPage() {
  const { t } = useTranslation('news');
  usePageTitle(t('title'));
  const user = useCurrentUser();
  const restoring = user === undefined && wasSignedIn();
  const session = useRestoreSession(restoring);

  useEffect(() => {
    if (session.isError) forgetSignedIn();
  }, [session.isError]);

  return (
    <Container size="md" py="xl" className={classes.page}>
      <Title order={1} mb="xl">
        {t('title')}
      </Title>
      <NewsList user={user} sessionPending={restoring && session.isFetching} />
    </Container>
  );
}
