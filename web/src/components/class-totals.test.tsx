import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import type { ClassTeamDto } from '@playwords/common';
import { ClassTotals } from './class-totals';

const teams: ClassTeamDto[] = [
  { id: 't1', name: 'Lions', colour: 'red', shape: 'circle', pupils: [] },
  { id: 't2', name: 'Tigers', colour: 'blue', shape: 'star', pupils: [] },
  { id: 't3', name: 'Bears', colour: 'yellow', shape: 'triangle', pupils: [] },
];

function renderTotals(props: Partial<Parameters<typeof ClassTotals>[0]> = {}) {
  return render(
    <MantineProvider>
      <ClassTotals
        teams={teams}
        totals={[
          { team_id: 't1', lesson: 7, all_time: 31 },
          { team_id: 't2', lesson: 3, all_time: 40 },
        ]}
        {...props}
      />
    </MantineProvider>,
  );
}

describe('ClassTotals', () => {
  it('shows each team with its badge, this lesson and all time; a team without totals has 0', () => {
    renderTotals();
    const items = within(screen.getByRole('list', { name: 'Scores' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/Lions/);
    expect(items[0]).toHaveTextContent(/7\s*This lesson/);
    expect(items[0]).toHaveTextContent(/31\s*All time/);
    expect(items[1]).toHaveTextContent(/3\s*This lesson\s*40\s*All time/);
    expect(items[2]).toHaveTextContent(/Bears\s*0\s*This lesson\s*0\s*All time/);
    const star = items[1]!.querySelector('svg');
    expect(star).toHaveAttribute('data-shape', 'star');
    expect(star).toHaveAttribute('data-colour', 'blue');
    expect(star?.querySelector('polygon')).toHaveAttribute('fill', '#1e88e5');
  });

  it('marks the team leading this lesson, in words, and nobody when all are level', () => {
    const { unmount } = renderTotals();
    expect(screen.getAllByText('Leading')).toHaveLength(1);
    expect(screen.getByText('Leading').closest('li')).toHaveTextContent('Lions');
    unmount();
    renderTotals({ totals: [] });
    expect(screen.queryByText('Leading')).toBeNull();
  });

  it('draws the projector size and shows the actions of each team', () => {
    renderTotals({ size: 'projector', actions: (team) => <button type="button">+1 {team.name}</button> });
    expect(screen.getByRole('list')).toHaveAttribute('data-size', 'projector');
    expect(screen.getByRole('button', { name: '+1 Tigers' })).toBeInTheDocument();
  });
});
