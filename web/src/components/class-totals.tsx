import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassTeamDto, ClassTeamTotals } from '@playwords/common';
import { TeamBadge, teamColourCss } from './team-badge';
import classes from './class-totals.module.css';

export { TeamBadge, teamColourCss } from './team-badge';

export interface ClassTotalsProps {
  /** The class's teams, in the class's order. */
  teams: readonly ClassTeamDto[];
  /** The server's totals; a team without any counts 0. */
  totals: readonly ClassTeamTotals[];
  /** 'page': the class page; 'projector': large, for a room to read from its back row (the presenter). */
  size?: 'page' | 'projector';
  /** Anything shown under a team's totals (the class page's +1 / −1 buttons). */
  actions?: (team: ClassTeamDto) => ReactNode;
  /** The list's accessible name (default: the class's scores). */
  label?: string;
  className?: string;
}

/**
 * A class's scoreboard: each team's badge (colour and shape), its name, its points this lesson (large) and all
 * time (smaller). The leaders of this lesson are marked (by text too, not only by colour). Used by the class page
 * and the lesson presenter.
 */
export function ClassTotals({ teams, totals, size = 'page', actions, label, className }: ClassTotalsProps) {
  const { t } = useTranslation('classes');
  const byTeam = new Map(totals.map((total) => [total.team_id, total]));
  const lesson = (team: ClassTeamDto) => byTeam.get(team.id)?.lesson ?? 0;
  const best = Math.max(...teams.map(lesson));
  // A leader only when someone leads: no crown at 0–0 or when every team is level.
  const leads = (team: ClassTeamDto) =>
    teams.length > 1 && best > 0 && lesson(team) === best && teams.some((other) => lesson(other) < best);

  return (
    <ul
      className={[classes.board, className].filter(Boolean).join(' ')}
      data-size={size}
      aria-label={label ?? t('totals.label')}
    >
      {teams.map((team) => {
        const total = byTeam.get(team.id);
        return (
          <li
            key={team.id}
            className={classes.team}
            style={{ '--team-colour': teamColourCss(team.colour) } as React.CSSProperties}
            data-leader={leads(team) || undefined}
          >
            <div className={classes.head}>
              <TeamBadge colour={team.colour} shape={team.shape} className={classes.badge} size="1em" />
              <span className={classes.name}>{team.name}</span>
              {leads(team) && <span className={classes.leader}>{t('totals.leader')}</span>}
            </div>
            <div className={classes.scores}>
              <span className={classes.lesson}>
                <span className={classes.number}>{total?.lesson ?? 0}</span>
                <span className={classes.caption}>{t('totals.lesson')}</span>
              </span>
              <span className={classes.allTime}>
                <span className={classes.number}>{total?.all_time ?? 0}</span>
                <span className={classes.caption}>{t('totals.allTime')}</span>
              </span>
            </div>
            {actions && <div className={classes.actions}>{actions(team)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
