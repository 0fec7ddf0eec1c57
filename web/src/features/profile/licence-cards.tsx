import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LicenceDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../components/status-badge';
import {
  licenceRouteState,
  licenceStatus,
  licenceStatusNote,
  licenceStatusText,
  licenceTitleText,
  remainingDaysText,
  type LicenceStatus,
} from '../../lib/licences';
import { paths } from '../../lib/paths';
import classes from './licence-cards.module.css';

const STATUS_COLOR: Record<LicenceStatus, string> = {
  Active: 'green',
  Inactive: 'yellow',
  Expired: 'gray',
};

interface LicenceCardProps {
  licence: LicenceDto;
  size: 'large' | 'small';
}

/** One licence; the whole card opens /plan/{id} carrying the licence as router state (accounts §2). */
function LicenceCard({ licence, size }: LicenceCardProps) {
  const large = size === 'large';
  const status = licenceStatus(licence);
  const { t } = useTranslation('profile');
  // A licence's title, status, note and days are written once, in lib/licences.ts (the 'plans' catalogue).
  const note = licenceStatusNote(licence);
  return (
    <Card
      component={Link}
      to={paths.plan(licence.id)}
      state={licenceRouteState(licence)}
      data-size={size}
      padding={large ? 'xl' : 'md'}
      radius="xl"
      withBorder
      className={classes.card}
    >
      <Group justify="space-between" gap="xs">
        <Title order={3} size={large ? 'h2' : 'h4'}>
          {licenceTitleText(licence)}
        </Title>
        <StatusBadge color={STATUS_COLOR[status]} size={large ? 'lg' : 'md'}>
          {licenceStatusText(status)}
        </StatusBadge>
      </Group>
      {note && <Text size="sm">{note}</Text>}
      <Text fw={700} size={large ? 'xl' : 'md'}>
        {remainingDaysText(licence.remaining_days)}
      </Text>
      <Text className={classes.key}>{licence.id}</Text>
      {large && (
        <Text c="dimmed" size="sm">
          {t('licences.openHint')}
        </Text>
      )}
    </Card>
  );
}

export interface LicenceCardsProps {
  licences: LicenceDto[];
}

/**
 * The user's licences (accounts §2): the active one large, the others small in the server's order; with none,
 * a way to the pricing page.
 */
export function LicenceCards({ licences }: LicenceCardsProps) {
  const { t } = useTranslation('profile');
  if (licences.length === 0) {
    return (
      <Paper radius="xl" p="xl" withBorder>
        <Stack gap="sm" align="flex-start">
          <Text size="lg">{t('licences.none')}</Text>
          <Button component={Link} to={paths.plans} size="md">
            {t('licences.seePlans')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const active = licences.find((licence) => licence.is_active);
  const others = licences.filter((licence) => licence !== active);
  return (
    <Stack gap="lg">
      {active && <LicenceCard licence={active} size="large" />}
      {others.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {others.map((licence) => (
            <LicenceCard key={licence.id} licence={licence} size="small" />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
