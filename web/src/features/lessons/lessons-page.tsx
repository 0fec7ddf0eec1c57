import '@mantine/core/styles/Modal.css';
import { useState } from 'react';
import { Badge, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ClassDto, LessonPlanDto, UserDto, WordlistDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorList } from '../../components/error-messages';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { errorMessages } from '../../lib/form-errors';
import { gameName } from '../../lib/game-manifests';
import { useLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRequireVerifiedUser } from '../../lib/require-verified-user';
import { flattenPages, useMyWordlists } from '../../lib/wordlists';
import { LessonFormDialog } from './lesson-form-dialog';
import {
  deleteLessonPlan,
  putLessonPlan,
  removeLessonPlan,
  useClasses,
  useLessonPlans,
  useWordlist,
} from './lessons-api';
import classes from './lessons.module.css';

/** A plan's list by name: from her lists, else read on its own (a public list), else '…' while it loads. */
function ListName({ id, lists }: { id: number | null; lists: WordlistDto[] | undefined }) {
  const { t } = useTranslation('lessons');
  const known = id === null ? undefined : lists?.find((list) => list.id === id);
  const other = useWordlist(id !== null && lists !== undefined && !known ? id : null);
  if (id === null) return <>{t('card.noList')}</>;
  if (known) return <>{known.theme}</>;
  if (other.data) return <>{other.data.theme}</>;
  return <>{other.isError ? t('form.listOther', { id }) : '…'}</>;
}

interface PlanCardProps {
  plan: LessonPlanDto;
  classList: ClassDto[] | undefined;
  lists: WordlistDto[] | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

function PlanCard({ plan, classList, lists, onEdit, onDelete }: PlanCardProps) {
  const { t } = useTranslation('lessons');
  const language = useLanguage();
  const headingId = `lesson-${plan.id}`;
  const klass = plan.class_id === null ? undefined : classList?.find((one) => one.id === plan.class_id);
  const className =
    plan.class_id === null ? t('card.noClass') : klass ? klass.name : classList ? t('card.noClass') : '…';

  return (
    <Paper component="article" withBorder radius="xl" p="lg" className={classes.card} aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} className={classes.cardName}>
        {plan.name}
      </Title>
      <dl className={classes.facts}>
        <dt>{t('card.class')}</dt>
        <dd>{className}</dd>
        <dt>{t('card.list')}</dt>
        <dd>
          <ListName id={plan.wordlist_id} lists={lists} />
        </dd>
      </dl>
      <Text size="sm" fw={700} c="dimmed" id={`${headingId}-games`}>
        {t('card.games')}
      </Text>
      <ol className={classes.chips} aria-labelledby={`${headingId}-games`}>
        {plan.games.map((key, index) => (
          <li key={index}>
            <Badge size="lg" variant="light" tt="none" className={classes.chip}>
              <span className={classes.chipNumber}>{index + 1}</span> {gameName(key, language)}
            </Badge>
          </li>
        ))}
      </ol>
      <Group gap="xs" className={classes.cardActions}>
        <Button
          component={Link}
          to={paths.lessonPresent(plan.id)}
          size="sm"
          aria-label={t('card.presentLabel', { name: plan.name })}
        >
          {t('card.present')}
        </Button>
        <Button variant="light" size="sm" onClick={onEdit} aria-label={`${t('card.edit')}: ${plan.name}`}>
          {t('card.edit')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="sm"
          onClick={onDelete}
          aria-label={`${t('card.delete')}: ${plan.name}`}
        >
          {t('card.delete')}
        </Button>
      </Group>
    </Paper>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('lessons');
  return (
    <Paper radius="xl" p="xl" className={classes.empty} component="section" aria-labelledby="lessons-empty">
      <Title order={2} size="h3" id="lessons-empty" mb="xs">
        {t('emptyHeading')}
      </Title>
      <Text mb="lg" maw={640}>
        {t('emptyText')}
      </Text>
      <Button size="md" onClick={onCreate}>
        {t('emptyButton')}
      </Button>
    </Paper>
  );
}

function MyLessons({ user }: { user: UserDto }) {
  const { t } = useTranslation('lessons');
  const queryClient = useQueryClient();
  const plans = useLessonPlans();
  const classList = useClasses();
  const lists = useMyWordlists();
  // undefined: closed; null: a new plan; a plan: editing it.
  const [editing, setEditing] = useState<LessonPlanDto | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<LessonPlanDto | null>(null);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);

  function handleSaved(saved: LessonPlanDto) {
    putLessonPlan(queryClient, saved);
    setEditing(undefined);
  }

  async function handleDelete(plan: LessonPlanDto) {
    setDeleting(null);
    setDeleteErrors([]);
    try {
      await deleteLessonPlan(plan.id);
      removeLessonPlan(queryClient, plan.id);
    } catch (error) {
      setDeleteErrors([t('delete.failed'), ...errorMessages(error)]);
    }
  }

  let body;
  if (plans.isPending) {
    body = (
      <Group gap="sm" py="xl">
        <Loader size="sm" aria-hidden />
        <Text>{t('loading')}</Text>
      </Group>
    );
  } else if (plans.isError) {
    body = <LoadError message={t('loadFailed')} error={plans.error} onRetry={() => void plans.refetch()} />;
  } else if (plans.data.length === 0) {
    body = <EmptyState onCreate={() => setEditing(null)} />;
  } else {
    const loadedLists = lists.isSuccess ? flattenPages(lists.data) : undefined;
    body = (
      <div className={classes.grid}>
        {plans.data.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            classList={classList.data}
            lists={loadedLists}
            onEdit={() => setEditing(plan)}
            onDelete={() => setDeleting(plan)}
          />
        ))}
      </div>
    );
  }

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Button size="md" onClick={() => setEditing(null)}>
          {t('newPlan')}
        </Button>
        <Button component={Link} to={paths.classes} size="md" variant="light">
          {t('myClasses')}
        </Button>
      </Group>
      <ErrorList messages={deleteErrors} />
      {body}
      <LessonFormDialog
        opened={editing !== undefined}
        plan={editing ?? null}
        user={user}
        onSaved={handleSaved}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        confirmColor="red"
        onConfirm={() => deleting && void handleDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('delete.text')}
      </ConfirmDialog>
    </Stack>
  );
}

/** Lesson Plans (/lessons, issue 21): her plans, each with its class, list and games, to present, edit or delete. */
export default function LessonsPage() {
  const { t } = useTranslation('lessons');
  const title = t('title');
  usePageTitle(title);
  const user = useRequireVerifiedUser();
  if (!user) return <PageLoader />;

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="xs">
        {title}
      </Title>
      <Text mb="xl" maw={720}>
        {t('intro')}
      </Text>
      <MyLessons user={user} />
    </Container>
  );
}
