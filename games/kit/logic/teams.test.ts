import { describe, expect, it } from 'vitest';
import { createTeams, createTeamsFrom, rankTeams, TeamBoard, TEAM_STYLES, type TeamStyle } from './teams';

describe('teams', () => {
  it('gives every team a different colour and a different shape', () => {
    expect(new Set(TEAM_STYLES.map((s) => s.colour)).size).toBe(4);
    expect(new Set(TEAM_STYLES.map((s) => s.shape)).size).toBe(4);
  });

  it('creates 1 to 4 teams, clamping other counts', () => {
    expect(createTeams(3).map((t) => t.name)).toEqual(['Red Circles', 'Blue Squares', 'Yellow Stars']);
    expect(createTeams(0)).toHaveLength(1);
    expect(createTeams(9)).toHaveLength(4);
    expect(createTeams(Number.NaN)).toHaveLength(1);
  });

  it('ranks by score with ties sharing a place', () => {
    const teams = createTeams(4);
    [5, 9, 5, 1].forEach((s, i) => (teams[i]!.score = s));
    expect(rankTeams(teams).map((p) => [p.team.name, p.place])).toEqual([
      ['Blue Squares', 1],
      ['Red Circles', 2],
      ['Yellow Stars', 2],
      ['Green Triangles', 4],
    ]);
  });

  it('orders teams of the same value by a tie-break, higher first; teams still equal share their place', () => {
    const teams = createTeams(4);
    [0, 30, 0, 0].forEach((s, i) => (teams[i]!.score = s));
    const lasted = [5, 99, 9, 5];
    const placings = rankTeams(teams, undefined, false, (team) => lasted[team.id]!);
    expect(placings.map((p) => [p.team.id, p.place, p.value])).toEqual([
      [1, 1, 30],
      [2, 2, 0],
      [0, 3, 0],
      [3, 3, 0],
    ]);
  });
});

describe('TeamBoard', () => {
  it('awards points, never below zero, and ignores unknown teams', () => {
    const board = new TeamBoard(2);
    board.award(0, 3);
    board.award(1);
    board.award(1, -5);
    board.award(7, 10);
    board.award(0, Number.POSITIVE_INFINITY);
    expect(board.teams.map((t) => t.score)).toEqual([3, 0]);
  });

  it('passes turns round the teams and tells listeners', () => {
    const board = new TeamBoard(3);
    let changes = 0;
    const off = board.onChange(() => changes++);
    expect([board.nextTurn().id, board.nextTurn().id, board.nextTurn().id]).toEqual([1, 2, 0]);
    off();
    board.nextTurn();
    expect(changes).toBe(3);
  });

  it('knows the winners, several when tied', () => {
    const board = new TeamBoard(3);
    board.setScore(0, 4);
    board.setScore(2, 4);
    expect(board.winners().map((t) => t.id)).toEqual([0, 2]);
  });

  it('round-trips through a save and refuses malformed saved teams', () => {
    const board = new TeamBoard(3);
    board.setScore(1, 6);
    board.nextTurn();
    const restored = TeamBoard.fromState(JSON.parse(JSON.stringify(board.toState())))!;
    expect(restored.teams.map((t) => t.score)).toEqual([0, 6, 0]);
    expect(restored.current.id).toBe(1);
    expect(TeamBoard.fromState({ scores: [], current: 0 })).toBeNull();
    expect(TeamBoard.fromState({ scores: [1, 2, 3, 4, 5], current: 0 })).toBeNull();
    expect(TeamBoard.fromState({ scores: [1, -2], current: 0 })).toBeNull();
    expect(TeamBoard.fromState({ scores: [1, 'x'], current: 0 })).toBeNull();
    expect(TeamBoard.fromState('teams')).toBeNull();
    expect(TeamBoard.fromState({ scores: [1, 2], current: 9 })!.current.id).toBe(0);
  });

  it('plays teams in given styles (a class’s), at most four, and restores them from a save in those styles', () => {
    const styles: TeamStyle[] = [
      { name: 'Dragons', colour: 0x8e24aa, shape: 'star' },
      { name: 'Rockets', colour: 0xef6c00, shape: 'triangle' },
      { name: 'Dolphins', colour: 0x00897b, shape: 'circle' },
    ];
    const board = new TeamBoard(styles);
    expect(board.teams.map((t) => [t.id, t.name, t.colour, t.shape, t.score])).toEqual([
      [0, 'Dragons', 0x8e24aa, 'star', 0],
      [1, 'Rockets', 0xef6c00, 'triangle', 0],
      [2, 'Dolphins', 0x00897b, 'circle', 0],
    ]);
    expect(board.styles).toEqual(styles);
    expect(createTeamsFrom([...styles, ...styles])).toHaveLength(4);
    expect(createTeamsFrom([]).map((t) => t.name)).toEqual(['Red Circles']);
    board.setScore(2, 5);
    const restored = TeamBoard.fromState(board.toState(), styles)!;
    expect(restored.teams.map((t) => [t.name, t.score])).toEqual([
      ['Dragons', 0],
      ['Rockets', 0],
      ['Dolphins', 5],
    ]);
    // Styles that are not one per score are not used: the kit's own teams.
    expect(TeamBoard.fromState(board.toState(), styles.slice(0, 2))!.teams[0]!.name).toBe('Red Circles');
  });

  it('resets scores for a new game with the same teams', () => {
    const board = new TeamBoard(2);
    board.award(0, 2);
    board.nextTurn();
    board.resetScores();
    expect(board.toState()).toEqual({ scores: [0, 0], current: 0 });
  });
});

describe('ranking by a game’s own measure', () => {
  it('ranks by any measure, the lowest first when less is better, ties sharing a place', () => {
    const teams = createTeams(3);
    const seconds = [42, 30, 42];
    const placings = rankTeams(teams, (team) => seconds[team.id]!, true);
    expect(placings.map((p) => [p.team.id, p.place, p.value])).toEqual([
      [1, 1, 30],
      [0, 2, 42],
      [2, 2, 42],
    ]);
    expect(rankTeams(teams, (team) => seconds[team.id]!).map((p) => [p.team.id, p.place])).toEqual([
      [0, 1],
      [2, 1],
      [1, 3],
    ]);
  });
});
