import type { ClassDto, ClassGameDto, ClassListDto, ClassScoreboardDto, ClassSummaryDto } from '@playwords/common';
import type { ClassRow, ClassWithTotals, GameRow, Scoreboard } from './service';

/** A class as the API answers it (its teams' names and first names go out as JSON text, never markup). */
export function presentClass(row: ClassRow): ClassDto {
  return {
    id: row.id,
    name: row.name,
    teams: row.teams.map((team) => ({
      id: team.id,
      name: team.name,
      colour: team.colour,
      shape: team.shape,
      pupils: team.pupils,
    })),
    lesson_started_at: row.lessonStartedAt.toISOString(),
    scores_reset_at: row.scoresResetAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A class in her list, with its teams' totals. */
export function presentSummary({ row, totals }: ClassWithTotals): ClassSummaryDto {
  return { ...presentClass(row), totals };
}

function presentGame(game: GameRow): ClassGameDto {
  return {
    id: game.id,
    game: game.game,
    wordlist_id: game.wordlistId,
    played_at: game.playedAt.toISOString(),
    teams: game.teams,
  };
}

export function presentScoreboard({ row, totals, days, games }: Scoreboard): ClassScoreboardDto {
  return { class: presentClass(row), totals, days, games: games.map(presentGame) };
}

export function presentList(list: {
  wordlistId: number;
  theme: string | null;
  wordsPlayed: number;
  lastPlayedAt: Date;
}): ClassListDto {
  return {
    wordlist_id: list.wordlistId,
    theme: list.theme,
    words_played: list.wordsPlayed,
    last_played_at: list.lastPlayedAt.toISOString(),
  };
}
