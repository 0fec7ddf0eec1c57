import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './dashboard-page.module.css';

/** Core §4 banners: a teacher with no word lists is prompted to create some. */
export function NoWordlistsBanner() {
  const { t } = useTranslation('dashboard');
  return (
    <Paper className={classes.banner} radius="xl" p="lg" mb="xl" role="region" aria-label={t('noWordlists.ariaLabel')}>
      <Group justify="space-between" gap="md">
        <div>
          <Text fw={800} size="xl">
            {t('noWordlists.heading')}
          </Text>
          <Text>{t('noWordlists.text')}</Text>
        </div>
        <Button component={Link} to={paths.myWordlists} size="md" color="dark">
          {t('noWordlists.button')}
        </Button>
      </Group>
    </Paper>
  );
}
