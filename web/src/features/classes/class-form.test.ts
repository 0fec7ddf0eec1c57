import { describe, expect, it } from 'vitest';
import { CLASS_LIMITS } from '@playwords/common';
import { checkClass, hasFormErrors, newClassDraft, newTeam, parsePupils, toInput, type ClassDraft } from './class-form';

const TEXTS = {
  nameRequired: 'nameRequired',
  nameTooLong: 'nameTooLong',
  teamsCount: 'teamsCount',
  teamNameRequired: 'teamNameRequired',
  teamNameTooLong: 'teamNameTooLong',
  teamNamesRepeated: 'teamNamesRepeated',
  tooManyPupils: 'tooManyPupils',
  pupilNameTooLong: 'pupilNameTooLong',
};
const colourName = (colour: string) => colour.toUpperCase();

describe('the class form', () => {
  it('reads first names one per line or between commas, Chinese ones too, blanks left out', () => {
    expect(parsePupils(' Ann ,Ben\n\n  Cara  Lee\r\n小明，小红、 ;')).toEqual([
      'Ann',
      'Ben',
      'Cara Lee',
      '小明',
      '小红',
    ]);
    expect(parsePupils('')).toEqual([]);
  });

  it('starts a class with a red circle and a blue square, and a new team takes a colour and shape not used yet', () => {
    const draft = newClassDraft(colourName);
    expect(draft.teams.map((t) => [t.name, t.colour, t.shape])).toEqual([
      ['RED', 'red', 'circle'],
      ['BLUE', 'blue', 'square'],
    ]);
    const third = newTeam(draft.teams, colourName);
    expect([third.name, third.colour, third.shape, third.id]).toEqual(['YELLOW', 'yellow', 'triangle', undefined]);
  });

  it('checks what the server checks, at its limits', () => {
    const draft: ClassDraft = { ...newClassDraft(colourName), name: 'x'.repeat(CLASS_LIMITS.name) };
    expect(hasFormErrors(checkClass(draft, TEXTS))).toBe(false);
    const long = checkClass({ ...draft, name: 'x'.repeat(CLASS_LIMITS.name + 1) }, TEXTS);
    expect(long.fields.name).toEqual(['nameTooLong']);
    expect(checkClass({ ...draft, name: '   ' }, TEXTS).fields.name).toEqual(['nameRequired']);
    expect(checkClass({ ...draft, teams: [] }, TEXTS).fields.teams).toEqual(['teamsCount']);

    const [a, b] = draft.teams as [ClassDraft['teams'][0], ClassDraft['teams'][0]];
    const pupils = Array.from({ length: CLASS_LIMITS.pupilsPerTeam + 1 }, (_, i) => `P${i}`).join(',');
    const errors = checkClass(
      {
        ...draft,
        teams: [
          { ...a, name: 'x'.repeat(CLASS_LIMITS.teamName + 1) },
          { ...b, pupilsText: pupils },
        ],
      },
      TEXTS,
    );
    expect(errors.teams[a.key]).toEqual({ name: ['teamNameTooLong'] });
    expect(errors.teams[b.key]).toEqual({ pupils: ['tooManyPupils'] });
    expect(checkClass({ ...draft, teams: [a, { ...b, name: ' red ' }] }, TEXTS).teams[b.key]).toEqual({
      name: ['teamNamesRepeated'],
    });
  });

  it('sends kept teams with their ids and tidied names', () => {
    const input = toInput({
      name: '  K2   Blue ',
      teams: [{ key: 'a', id: 't1', name: ' Lions ', colour: 'red', shape: 'star', pupilsText: 'Ann' }],
    });
    expect(input).toEqual({
      name: 'K2 Blue',
      teams: [{ id: 't1', name: 'Lions', colour: 'red', shape: 'star', pupils: ['Ann'] }],
    });
  });
});
