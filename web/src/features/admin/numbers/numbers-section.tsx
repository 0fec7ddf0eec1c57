import '@mantine/charts/styles.css';
import { useState } from 'react';
import { AreaChart, BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Group, Loader, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NUMBERS_RANGES, type NumbersDto, type NumbersRange } from '@playwords/common';
import { LoadError } from '../../../components/load-error';
import { dateTime } from '../shared/admin-api';
import { ChartCard } from './chart-card';
import { useNumbers } from './numbers-api';
import { activePlans, count, gamesPlayed, money, RANGE_LABELS, RANGE_PHRASES, rowsOf } from './numbers-format';

const CHART_HEIGHT = 220;

const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * The console's Numbers (issue 17): sign-ups, activations, trials, revenue, uploads, games played and paid plans, for
 * the last 30 days or 12 months, as totals and charts. Each chart has its totals in words and its figures in a table
 * screen readers find.
 */
export default function NumbersSection() {
  const [range, setRange] = useState<NumbersRange>('30d');
  const numbers = useNumbers(range);
  return (
    <section aria-labelledby="admin-numbers">
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title id="admin-numbers" order={2}>
          Numbers
        </Title>
        <SegmentedControl
          aria-label="Period"
          value={range}
          onChange={(value) => setRange(value as NumbersRange)}
          data={NUMBERS_RANGES.map((value) => ({ value, label: RANGE_LABELS[value] }))}
        />
      </Group>
      {numbers.data ? (
        <NumbersView numbers={numbers.data} updating={numbers.isPlaceholderData} />
      ) : numbers.isError ? (
        <LoadError
          message="The numbers could not be loaded."
          error={numbers.error}
          onRetry={() => void numbers.refetch()}
        />
      ) : (
        <Group gap="sm" py="xl">
          <Loader size="sm" aria-hidden />
          <Text>Loading the numbers…</Text>
        </Group>
      )}
    </section>
  );
}

function NumbersView({ numbers, updating }: { numbers: NumbersDto; updating: boolean }) {
  const period = RANGE_PHRASES[numbers.range];
  const bucketLabel = numbers.range === '30d' ? 'Day' : 'Month';
  const played = gamesPlayed(numbers);
  const gamesTotal = numbers.games.reduce((sum, game) => sum + game.total, 0);
  const plans = activePlans(numbers);
  const plansTotal = plans.reduce((sum, plan) => sum + plan.value, 0);

  return (
    <Stack gap="lg" aria-busy={updating}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {updating
          ? 'Updating…'
          : `${RANGE_LABELS[numbers.range]}, by UTC ${numbers.range === '30d' ? 'day' : 'month'}. Counted ${dateTime(numbers.generated_at)}.`}
      </Text>

      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" m={0} aria-label="Totals">
        <Total label="Sign-ups" value={count(numbers.signups.total)} />
        <Total label="Activations" value={count(numbers.activations.total)} />
        <Total label="Trials started" value={count(numbers.trials_started.total)} />
        <Total label="Trials converted" value={count(numbers.trials_converted.total)} />
        {numbers.revenue.map((revenue) => (
          <Total
            key={revenue.currency}
            label={`Revenue (${revenue.currency})`}
            value={money(revenue.total, revenue.currency)}
          />
        ))}
        <Total label="Uploads" value={count(numbers.uploads.total)} />
        <Total label="Games played" value={count(gamesTotal)} />
        <Total label="Paid plans now" value={count(plansTotal)} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <ChartCard
          id="numbers-signups"
          title="Sign-ups and activations"
          summary={`${plural(numbers.signups.total, 'sign-up')} and ${plural(numbers.activations.total, 'activation')} ${period}.`}
          columns={[
            { key: 'bucket', label: bucketLabel },
            { key: 'signups', label: 'Sign-ups' },
            { key: 'activations', label: 'Activations' },
          ]}
          rows={rowsOf(numbers.buckets, { signups: numbers.signups.values, activations: numbers.activations.values })}
        >
          <AreaChart
            h={CHART_HEIGHT}
            dataKey="bucket"
            data={rowsOf(numbers.buckets, { signups: numbers.signups.values, activations: numbers.activations.values })}
            series={[
              { name: 'signups', label: 'Sign-ups', color: 'blue.6' },
              { name: 'activations', label: 'Activations', color: 'teal.6' },
            ]}
            curveType="linear"
            withLegend
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>

        <ChartCard
          id="numbers-trials"
          title="Trials started and converted"
          summary={`${plural(numbers.trials_started.total, 'trial')} started, ${count(numbers.trials_converted.total)} converted ${period}.`}
          columns={[
            { key: 'bucket', label: bucketLabel },
            { key: 'started', label: 'Started' },
            { key: 'converted', label: 'Converted' },
          ]}
          rows={rowsOf(numbers.buckets, {
            started: numbers.trials_started.values,
            converted: numbers.trials_converted.values,
          })}
        >
          <BarChart
            h={CHART_HEIGHT}
            dataKey="bucket"
            data={rowsOf(numbers.buckets, {
              started: numbers.trials_started.values,
              converted: numbers.trials_converted.values,
            })}
            series={[
              { name: 'started', label: 'Started', color: 'grape.6' },
              { name: 'converted', label: 'Converted', color: 'green.6' },
            ]}
            withLegend
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>

        {numbers.revenue.map((revenue) => {
          const format = (minor: number) => money(minor, revenue.currency);
          return (
            <ChartCard
              key={revenue.currency}
              id={`numbers-revenue-${revenue.currency}`}
              title={`Revenue in ${revenue.currency}`}
              summary={`${format(revenue.total)} ${period}, refunds taken off.`}
              columns={[
                { key: 'bucket', label: bucketLabel },
                { key: 'revenue', label: `Revenue (${revenue.currency})`, format },
              ]}
              rows={rowsOf(numbers.buckets, { revenue: revenue.values })}
            >
              <LineChart
                h={CHART_HEIGHT}
                dataKey="bucket"
                data={rowsOf(numbers.buckets, { revenue: revenue.values })}
                series={[{ name: 'revenue', label: `Revenue (${revenue.currency})`, color: 'orange.6' }]}
                curveType="linear"
                valueFormatter={format}
                yAxisProps={{ width: 80 }}
              />
            </ChartCard>
          );
        })}

        <ChartCard
          id="numbers-uploads"
          title="Uploads"
          summary={`${plural(numbers.uploads.total, 'picture')} uploaded ${period}.`}
          columns={[
            { key: 'bucket', label: bucketLabel },
            { key: 'uploads', label: 'Uploads' },
          ]}
          rows={rowsOf(numbers.buckets, { uploads: numbers.uploads.values })}
        >
          <BarChart
            h={CHART_HEIGHT}
            dataKey="bucket"
            data={rowsOf(numbers.buckets, { uploads: numbers.uploads.values })}
            series={[{ name: 'uploads', label: 'Uploads', color: 'cyan.6' }]}
            yAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>

        <ChartCard
          id="numbers-games"
          title="Games played by game"
          summary={`${plural(gamesTotal, 'game')} played ${period}.`}
          columns={[
            { key: 'game', label: 'Game' },
            { key: 'plays', label: 'Plays' },
          ]}
          rows={played}
          empty={played.length === 0 ? `No games played ${period}.` : undefined}
        >
          <BarChart
            h={Math.max(CHART_HEIGHT, played.length * 32 + 40)}
            dataKey="game"
            data={played}
            orientation="vertical"
            series={[{ name: 'plays', label: 'Plays', color: 'indigo.6' }]}
            yAxisProps={{ width: 130 }}
            xAxisProps={{ allowDecimals: false }}
          />
        </ChartCard>

        <ChartCard
          id="numbers-plans"
          title="Active plans by type"
          summary={`${plural(plansTotal, 'teacher')} on a paid plan now: ${plans.map((p) => `${count(p.value)} ${p.name}`).join(', ')}.`}
          columns={[
            { key: 'name', label: 'Plan' },
            { key: 'value', label: 'Teachers' },
          ]}
          rows={plans}
          empty={plansTotal === 0 ? 'No teacher is on a paid plan now.' : undefined}
        >
          <Group justify="center">
            <DonutChart
              data={plans}
              withLabels
              withLabelsLine={false}
              chartLabel={count(plansTotal)}
              size={180}
              thickness={28}
            />
          </Group>
          <Group justify="center" gap="md" mt="xs" aria-hidden>
            {plans.map((plan) => (
              <Text key={plan.name} size="sm">
                {plan.name}: {count(plan.value)}
              </Text>
            ))}
          </Group>
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm">
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}
