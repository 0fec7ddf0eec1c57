import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './dashboard-page.module.css';

/** Core §4 banners: a teacher with no word lists is prompted to create some. */
export function NoWordlistsBanner() {
  return (
    <Paper className={classes.banner} radius="xl" p="lg" mb="xl" role="region" aria-label="Create your first wordlist">
      <Group justify="space-between" gap="md">
        <div>
          <Text fw={800} size="xl">
            You have no wordlists yet!
          </Text>
          <Text>
            Create one with your class&apos;s words, or save one from the public collection, then pick a game.
          </Text>
        </div>
        <Button component={Link} to={paths.myWordlists} size="md" color="dark">
          Create Your Wordlists
        </Button>
      </Group>
    </Paper>
  );
}
