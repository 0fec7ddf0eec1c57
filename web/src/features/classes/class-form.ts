import {
  CLASS_LIMITS,
  CLASS_TEAM_COLOURS,
  CLASS_TEAM_SHAPES,
  characterCount,
  normaliseTheme,
  type ClassDto,
  type ClassTeamColour,
  type ClassTeamShape,
} from '@playwords/common';
import { ApiError, NetworkError } from '../../lib/api';
import { errorMessages, hasErrors, noResponseText, splitErrors, type FieldMessages } from '../../lib/form-errors';
import type { ClassInput } from './classes-api';

/** A team while she edits it; `key` tells the rows apart, `id` is the server's (kept, so its points stay). */
export interface TeamDraft {
  key: string;
  id?: string;
  name: string;
  colour: ClassTeamColour;
  shape: ClassTeamShape;
  pupilsText: string;
}

export interface ClassDraft {
  name: string;
  teams: TeamDraft[];
}

export type ClassField = 'name' | 'teams';
export type TeamField = 'name' | 'pupils';

/** The form's messages: under the name, under the teams, under one team's fields, and the rest in a list. */
export interface ClassFormErrors {
  fields: FieldMessages<ClassField>;
  teams: Record<string, FieldMessages<TeamField>>;
  general: string[];
}

export const NO_ERRORS: ClassFormErrors = { fields: {}, teams: {}, general: [] };

/** The texts the checks show (the server's own words, in the reader's language: see the classes catalogue). */
export interface ClassCheckTexts {
  nameRequired: string;
  nameTooLong: string;
  teamsCount: string;
  teamNameRequired: string;
  teamNameTooLong: string;
  teamNamesRepeated: string;
  tooManyPupils: string;
  pupilNameTooLong: string;
}

let nextKey = 0;
const newKey = () => `team-${++nextKey}`;

/**
 * First names typed one per line or separated by commas (English or Chinese ones), each tidied, blanks left out.
 * Nothing else is read from the text.
 */
export function parsePupils(text: string): string[] {
  return text
    .split(/[\n\r,，、;；]+/)
    .map((name) => normaliseTheme(name))
    .filter((name) => name !== '');
}

/** A team for the form, from the class's own. */
export function draftOf(klass: ClassDto): ClassDraft {
  return {
    name: klass.name,
    teams: klass.teams.map((team) => ({
      key: newKey(),
      id: team.id,
      name: team.name,
      colour: team.colour,
      shape: team.shape,
      pupilsText: team.pupils.join('\n'),
    })),
  };
}

/** A new team: the first colour and shape no team has yet, named after its colour (`colourName`). */
export function newTeam(teams: readonly TeamDraft[], colourName: (colour: ClassTeamColour) => string): TeamDraft {
  const colour = CLASS_TEAM_COLOURS.find((c) => !teams.some((team) => team.colour === c)) ?? 'red';
  const shape = CLASS_TEAM_SHAPES.find((s) => !teams.some((team) => team.shape === s)) ?? 'circle';
  return { key: newKey(), name: colourName(colour), colour, shape, pupilsText: '' };
}

/** A new class: two teams, a red circle and a blue square, named after their colours. */
export function newClassDraft(colourName: (colour: ClassTeamColour) => string): ClassDraft {
  return {
    name: '',
    teams: [
      { key: newKey(), name: colourName('red'), colour: 'red', shape: 'circle', pupilsText: '' },
      { key: newKey(), name: colourName('blue'), colour: 'blue', shape: 'square', pupilsText: '' },
    ],
  };
}

/** What is sent: names tidied, first names split; a kept team with its id. */
export function toInput(draft: ClassDraft): ClassInput {
  return {
    name: normaliseTheme(draft.name),
    teams: draft.teams.map((team) => ({
      ...(team.id !== undefined && { id: team.id }),
      name: normaliseTheme(team.name),
      colour: team.colour,
      shape: team.shape,
      pupils: parsePupils(team.pupilsText),
    })),
  };
}

/** The checks the server makes (CLASS_LIMITS), made before sending; NO_ERRORS-like (nothing set) when all is well. */
export function checkClass(draft: ClassDraft, texts: ClassCheckTexts): ClassFormErrors {
  const errors: ClassFormErrors = { fields: {}, teams: {}, general: [] };
  const input = toInput(draft);
  if (input.name === '') errors.fields.name = [texts.nameRequired];
  else if (characterCount(input.name) > CLASS_LIMITS.name) errors.fields.name = [texts.nameTooLong];
  if (input.teams.length < CLASS_LIMITS.teamsMin || input.teams.length > CLASS_LIMITS.teamsMax) {
    errors.fields.teams = [texts.teamsCount];
  }
  const seen = new Set<string>();
  input.teams.forEach((team, index) => {
    const key = draft.teams[index]!.key;
    const own: FieldMessages<TeamField> = {};
    const folded = team.name.toLocaleLowerCase();
    if (team.name === '') own.name = [texts.teamNameRequired];
    else if (characterCount(team.name) > CLASS_LIMITS.teamName) own.name = [texts.teamNameTooLong];
    else if (seen.has(folded)) own.name = [texts.teamNamesRepeated];
    seen.add(folded);
    if (team.pupils.length > CLASS_LIMITS.pupilsPerTeam) own.pupils = [texts.tooManyPupils];
    else if (team.pupils.some((name) => characterCount(name) > CLASS_LIMITS.pupilName)) {
      own.pupils = [texts.pupilNameTooLong];
    }
    if (own.name || own.pupils) errors.teams[key] = own;
  });
  return errors;
}

export function hasFormErrors(errors: ClassFormErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Object.keys(errors.teams).length > 0 || errors.general.length > 0;
}

/** A failed save: the server's field messages under the name or the teams, no response said as such. */
export function toFormErrors(error: unknown): ClassFormErrors {
  if (error instanceof NetworkError) return { fields: {}, teams: {}, general: [noResponseText()] };
  if (error instanceof ApiError && hasErrors(error.body)) {
    return { ...splitErrors<ClassField>(error.body, ['name', 'teams']), teams: {} };
  }
  return { fields: {}, teams: {}, general: errorMessages(error) };
}
