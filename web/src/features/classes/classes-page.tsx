import '@mantine/core/styles/Modal.css';
import { useState } from 'react';
import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ClassDto, ClassSummaryDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorList } from '../../components/error-messages';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { TeamBadge } from '../../components/team-badge';
import { usePageTitle } from '../../components/use-page-title';
import { errorMessages } from '../../lib/form-errors';
import { paths } from '../../lib/paths';
import { useRequireVerifiedUser } from '../../lib/require-verified-user';
import { ClassFormDialog } from './class-form-dialog';
import { deleteClass, forgetClass, storeClass, useClasses } from './classes-api';
import { useBadgeName } from './team-choices';
import classes from './classes.module.css';

/** The all-time points of each team (her list carries every class's totals). */
function CardTotals({ klass }: { klass: ClassSummaryDto }) {
  const { t } = useTranslation('classes');
  const badgeName = useBadgeName();
  const allTime = new Map(klass.totals.map((total) => [total.team_id, total.all_time]));
  return (
    <ul className={classes.cardTeams} aria-label={t('list.allTime')}>
      {klass.teams.map((team) => (
        <li key={team.id} className={classes.cardTeam}>
          <TeamBadge colour={team.colour} shape={team.shape} size={22} label={badgeName(team.colour, team.shape)} />
          <span className={classes.cardTeamName}>{team.name}</span>
          <span className={classes.cardPoints}>{allTime.get(team.id) ?? 0}</span>
        </li>
      ))}
    </ul>
  );
}

interface ClassCardProps {
  klass: ClassSummaryDto;
  onEdit: () => void;
  onDelete: () => void;
}

function ClassCard({ klass, onEdit, onDelete }: ClassCardProps) {
  const { t } = useTranslation('classes');
  const headingId = `class-${klass.id}`;
  return (
    <Paper component="article" withBorder radius="xl" p="lg" className={classes.card} aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id={headingId} className={classes.cardName}>
          <Link to={paths.classPage(klass.id)} className={classes.cardLink}>
            {klass.name}
          </Link>
        </Title>
        <Text size="sm" c="dimmed">
          {t('list.teams', { count: klass.teams.length })}
        </Text>
      </Group>
      <Text size="sm" fw={700} c="dimmed">
        {t('list.allTime')}
      </Text>
      <CardTotals klass={klass} />
      <Group gap="xs" className={classes.cardActions}>
        <Button component={Link} to={paths.classPage(klass.id)} size="sm">
          {t('list.open')}
        </Button>
        <Button variant="light" size="sm" onClick={onEdit} aria-label={`${t('list.edit')}: ${klass.name}`}>
          {t('list.edit')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="sm"
          onClick={onDelete}
          aria-label={`${t('list.delete')}: ${klass.name}`}
        >
          {t('list.delete')}
        </Button>
      </Group>
    </Paper>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('classes');
  return (
    <Paper radius="xl" p="xl" className={classes.empty} component="section" aria-labelledby="classes-empty">
      <Group gap="xs" mb="sm" aria-hidden>
        <TeamBadge colour="red" shape="circle" size={28} />
        <TeamBadge colour="blue" shape="square" size={28} />
        <TeamBadge colour="yellow" shape="triangle" size={28} />
        <TeamBadge colour="green" shape="star" size={28} />
      </Group>
      <Title order={2} size="h3" id="classes-empty" mb="xs">
        {t('list.emptyHeading')}
      </Title>
      <Text mb="lg" maw={640}>
        {t('list.emptyText')}
      </Text>
      <Button size="md" onClick={onCreate}>
        {t('list.emptyButton')}
      </Button>
    </Paper>
  );
}

function MyClasses() {
  const { t } = useTranslation('classes');
  const queryClient = useQueryClient();
  const list = useClasses();
  // undefined: closed; null: a new class; a class: editing it.
  const [editing, setEditing] = useState<ClassDto | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ClassDto | null>(null);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);

  function handleSaved(saved: ClassDto) {
    storeClass(queryClient, saved);
    // The totals of a team left out, or of a new one, are the server's to say.
    void queryClient.invalidateQueries({ queryKey: ['classes', saved.id] });
    setEditing(undefined);
  }

  async function handleDelete(klass: ClassDto) {
    setDeleting(null);
    setDeleteErrors([]);
    try {
      await deleteClass(klass.id);
      forgetClass(queryClient, klass.id);
    } catch (error) {
      setDeleteErrors(errorMessages(error));
    }
  }

  let body;
  if (list.isPending) {
    body = (
      <Group gap="sm" py="xl">
        <Loader size="sm" aria-hidden />
        <Text>{t('list.loading')}</Text>
      </Group>
    );
  } else if (list.isError) {
    body = <LoadError message={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    body = <EmptyState onCreate={() => setEditing(null)} />;
  } else {
    body = (
      <div className={classes.cards}>
        {list.data.map((klass) => (
          <ClassCard
            key={klass.id}
            klass={klass}
            onEdit={() => setEditing(klass)}
            onDelete={() => setDeleting(klass)}
          />
        ))}
      </div>
    );
  }

  return (
    <Stack gap="lg">
      <div className={classes.top}>
        <Text maw={680}>{t('list.intro')}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.lessons} variant="light" size="md">
            {t('list.lessonPlans')}
          </Button>
          {list.isSuccess && list.data.length > 0 && (
            <Button size="md" onClick={() => setEditing(null)}>
              {t('list.newClass')}
            </Button>
          )}
        </Group>
      </div>
      <ErrorList messages={deleteErrors} />
      {body}
      <ClassFormDialog
        opened={editing !== undefined}
        klass={editing ?? null}
        onSaved={handleSaved}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('list.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('list.deleteConfirm')}
        cancelLabel={t('list.cancel')}
        confirmColor="red"
        onConfirm={() => deleting && void handleDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {t('list.deleteText')}
      </ConfirmDialog>
    </Stack>
  );
}

/** My Classes (/classes): her classes as cards with their teams and all-time points; new, edit and delete. */
export default function ClassesPage() {
  const { t } = useTranslation('classes');
  const title = t('title');
  usePageTitle(title);
  const user = useRequireVerifiedUser();
  if (!user) return <PageLoader />;
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      <MyClasses />
    </Container>
  );
}
