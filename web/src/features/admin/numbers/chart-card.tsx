import type { ReactNode } from 'react';
import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';

export interface ChartColumn {
  key: string;
  label: string;
  format?: (value: number) => string;
}

export interface ChartCardProps {
  /** Ids the heading and table are named by. */
  id: string;
  title: string;
  /** The totals in a sentence: shown under the heading and read as the chart's name. */
  summary: string;
  /** The chart's figures as a table for screen readers (a picture of bars says nothing to them). */
  columns: ChartColumn[];
  rows: Array<Record<string, string | number>>;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string;
  children: ReactNode;
}

/** A chart with its heading, its totals in words, and its figures in a table only screen readers see. */
export function ChartCard({ id, title, summary, columns, rows, empty, children }: ChartCardProps) {
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={`${id}-title`}>
      <Title order={3} size="h4" id={`${id}-title`}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {summary}
      </Text>
      {empty ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <div role="img" aria-label={`${title}: ${summary}`}>
          {children}
        </div>
      )}
      <VisuallyHidden>
        <table aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((column, j) => {
                  const value = row[column.key] ?? 0;
                  const text = typeof value === 'number' && column.format ? column.format(value) : String(value);
                  return j === 0 ? (
                    <th key={column.key} scope="row">
                      {text}
                    </th>
                  ) : (
                    <td key={column.key}>{text}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Paper>
  );
}
