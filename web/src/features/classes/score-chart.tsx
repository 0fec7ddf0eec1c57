import '@mantine/charts/styles.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { BarChart } from '@mantine/charts';
import { Text, VisuallyHidden } from '@mantine/core';
import type { ClassScoreDay, ClassTeamDto } from '@playwords/common';
import { formatDate } from '@playwords/common/i18n';
import { useTranslation } from 'react-i18next';
import { teamColourCss } from '../../components/team-badge';
import { useLanguage } from '../../lib/i18n';

export interface ScoreChartProps {
  /** The id of the heading that names the chart and its table. */
  titleId: string;
  teams: readonly ClassTeamDto[];
  days: readonly ClassScoreDay[];
}

/**
 * Points per day, a bar per day with each team's points stacked in its colour, and the same figures in a table only
 * screen readers find. Its own chunk (the charts library is large): the classes list does not load it.
 */
export default function ScoreChart({ titleId, teams, days }: ScoreChartProps) {
  const { t } = useTranslation('classes');
  const language = useLanguage();
  const dayLabel = (day: string) =>
    formatDate(`${day}T00:00:00Z`, language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  // Series keys of our own: a team id is the server's and need not be a safe property name for the chart.
  const key = (index: number) => `team${index}`;
  const rows = days.map((day) => ({
    day: dayLabel(day.day),
    ...Object.fromEntries(teams.map((team, index) => [key(index), day.points[team.id] ?? 0])),
  }));
  const summary = t('page.chartSummary', { count: days.length });

  if (days.length === 0) return <Text size="sm">{t('page.chartEmpty')}</Text>;
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {summary}
      </Text>
      <div role="img" aria-label={`${t('page.chart')}: ${summary}`}>
        <BarChart
          h={260}
          dataKey="day"
          data={rows}
          type="stacked"
          series={teams.map((team, index) => ({
            name: key(index),
            label: team.name,
            color: teamColourCss(team.colour),
          }))}
          withLegend
          yAxisProps={{ allowDecimals: false }}
        />
      </div>
      <VisuallyHidden>
        <table aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('page.chartDay')}</th>
              {teams.map((team) => (
                <th key={team.id} scope="col">
                  {team.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={days[i]!.day}>
                <th scope="row">{row.day}</th>
                {teams.map((team, index) => (
                  <td key={team.id}>{(row as Record<string, string | number>)[key(index)]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
