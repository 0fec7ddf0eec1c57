import { kitText } from './i18n';

/** The shapes that tell teams apart without colour (design/games.md: colour-blind children). */
export type TeamShape = 'circle' | 'square' | 'triangle' | 'star';

export interface TeamStyle {
  name: string;
  /** 0xRRGGBB. */
  colour: number;
  shape: TeamShape;
}

/**
 * Team 1–4: each a colour and a shape, with a name saying both, in the page's language ('Red Circles', 红色圆圈队:
 * read when the teams are made).
 */
export const TEAM_STYLES: readonly TeamStyle[] = [
  {
    get name() {
      return kitText('teams.red');
    },
    colour: 0xe53935,
    shape: 'circle',
  },
  {
    get name() {
      return kitText('teams.blue');
    },
    colour: 0x1e88e5,
    shape: 'square',
  },
  {
    get name() {
      return kitText('teams.yellow');
    },
    colour: 0xf9a825,
    shape: 'star',
  },
  {
    get name() {
      return kitText('teams.green');
    },
    colour: 0x2e9d4a,
    shape: 'triangle',
  },
];

export const MIN_TEAMS = 1;
export const MAX_TEAMS = TEAM_STYLES.length;

export interface Team extends TeamStyle {
  /** 0-based; also the index of the team's key (key 1 → team 0). */
  id: number;
  score: number;
}

/** `count` teams (clamped to 1–4) with zero scores. */
export function createTeams(count: number): Team[] {
  const n = Math.min(MAX_TEAMS, Math.max(MIN_TEAMS, Math.floor(count) || MIN_TEAMS));
  return TEAM_STYLES.slice(0, n).map((style, id) => ({ ...style, id, score: 0 }));
}

/**
 * Teams in the given styles (a class's teams: their names, colours and shapes), the first four, with zero scores;
 * none given → one team of the kit's own.
 */
export function createTeamsFrom(styles: readonly TeamStyle[]): Team[] {
  if (styles.length < MIN_TEAMS) return createTeams(MIN_TEAMS);
  return styles
    .slice(0, MAX_TEAMS)
    .map((style, id) => ({ name: style.name, colour: style.colour, shape: style.shape, id, score: 0 }));
}

export interface Placing {
  team: Team;
  /** 1 = first; tied teams share a place and the next place is skipped (1, 1, 3). */
  place: number;
  /** What the team was ranked by (its score unless the game ranks by its own measure). */
  value: number;
}

/**
 * Teams by a measure (the score unless said otherwise): the best first, ties sharing a place. `lowerIsBetter` for a
 * time or a count of tries. `tieBreak` orders teams of the same value (higher first: Space Fight's destroyed ships,
 * all at 0 health, by how long they lasted); teams still equal share their place.
 */
export function rankTeams(
  teams: readonly Team[],
  measure: (team: Team) => number = (team) => team.score,
  lowerIsBetter = false,
  tieBreak: (team: Team) => number = () => 0,
): Placing[] {
  const valued = teams.map((team) => ({ team, value: measure(team), tie: tieBreak(team) }));
  const compare = (a: (typeof valued)[number], b: (typeof valued)[number]) =>
    (lowerIsBetter ? a.value - b.value : b.value - a.value) || b.tie - a.tie;
  const sorted = [...valued].sort((a, b) => compare(a, b) || a.team.id - b.team.id);
  return sorted.map((placing) => ({
    team: placing.team,
    value: placing.value,
    place: 1 + sorted.filter((other) => compare(other, placing) < 0).length,
  }));
}

/** What a save keeps of the teams. */
export interface TeamsState {
  scores: number[];
  current: number;
}

/** The teams of a game, whose turn it is, and their scores. Scores never go below zero. */
export class TeamBoard {
  teams: Team[];
  private currentIndex = 0;
  private readonly listeners = new Set<() => void>();

  /** `count` of the kit's teams (Red Circles, Blue Squares…), or teams in these styles (a class's). */
  constructor(teams: number | readonly TeamStyle[]) {
    this.teams = typeof teams === 'number' ? createTeams(teams) : createTeamsFrom(teams);
  }

  /** The teams' names, colours and shapes (a restart plays the same teams again). */
  get styles(): TeamStyle[] {
    return this.teams.map(({ name, colour, shape }) => ({ name, colour, shape }));
  }

  get count(): number {
    return this.teams.length;
  }

  get current(): Team {
    return this.teams[this.currentIndex]!;
  }

  /** Adds (or with a negative number takes away) points; unknown team indexes are ignored. */
  award(index: number, points = 1): void {
    const team = this.teams[index];
    if (!team || !Number.isFinite(points)) return;
    team.score = Math.max(0, team.score + Math.round(points));
    this.changed();
  }

  setScore(index: number, score: number): void {
    const team = this.teams[index];
    if (!team || !Number.isFinite(score)) return;
    team.score = Math.max(0, Math.round(score));
    this.changed();
  }

  /** Passes the turn to the next team and returns it. */
  nextTurn(): Team {
    this.currentIndex = (this.currentIndex + 1) % this.teams.length;
    this.changed();
    return this.current;
  }

  setCurrent(index: number): void {
    if (index < 0 || index >= this.teams.length) return;
    this.currentIndex = index;
    this.changed();
  }

  /** A new game with the same teams. */
  resetScores(): void {
    for (const team of this.teams) team.score = 0;
    this.currentIndex = 0;
    this.changed();
  }

  ranking(): Placing[] {
    return rankTeams(this.teams);
  }

  /** The teams in first place (several when tied). */
  winners(): Team[] {
    return this.ranking()
      .filter((p) => p.place === 1)
      .map((p) => p.team);
  }

  toState(): TeamsState {
    return { scores: this.teams.map((t) => t.score), current: this.currentIndex };
  }

  /**
   * A board from a save (null when malformed): one team per score (1–4), in the kit's styles, or in `styles` (a
   * class's teams) when there is one per score.
   */
  static fromState(state: unknown, styles?: readonly TeamStyle[]): TeamBoard | null {
    if (typeof state !== 'object' || state === null) return null;
    const { scores, current } = state as Partial<TeamsState>;
    if (!Array.isArray(scores) || scores.length < MIN_TEAMS || scores.length > MAX_TEAMS) return null;
    if (!scores.every((s) => typeof s === 'number' && Number.isFinite(s) && s >= 0)) return null;
    const board = new TeamBoard(styles && styles.length === scores.length ? styles : scores.length);
    scores.forEach((s, i) => (board.teams[i]!.score = Math.round(s)));
    if (typeof current === 'number' && current >= 0 && current < scores.length) board.currentIndex = current;
    return board;
  }

  /** Calls `listener` after every change; returns the function that removes it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
