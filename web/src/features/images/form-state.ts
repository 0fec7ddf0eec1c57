import { ApiError, NetworkError } from '../../lib/api';
import { errorMessages, hasErrors, noResponseText, splitErrors, type FieldMessages } from '../../lib/form-errors';
import { i18n } from '../../lib/i18n';

/** The fields of the create and edit forms that the server may name in a 400 (core §5). */
export type ImageField = 'name' | 'image' | 'color' | 'power' | 'tags';

const FIELDS: readonly ImageField[] = ['name', 'image', 'color', 'power', 'tags'];

/** The messages of an image form: under each field, and the rest in a list. */
export interface ImageFormErrors {
  fields: FieldMessages<ImageField>;
  general: string[];
}

export const NO_ERRORS: ImageFormErrors = { fields: {}, general: [] };

/** Core §5: the tags' messages read 'Tags: …' (标签：…). */
export function tagMessages(messages: string[] | undefined): string[] | undefined {
  return messages?.map((message) => i18n.t('images:form.tagMessage', { message }));
}

/**
 * A failed create or edit: server field errors under their fields (an empty text becomes the fallback text),
 * everything else in the list, and no response as core §8 says.
 */
export function toImageFormErrors(error: unknown): ImageFormErrors {
  if (error instanceof NetworkError) return { fields: {}, general: [noResponseText()] };
  if (error instanceof ApiError && hasErrors(error.body)) {
    const split = splitErrors(error.body, FIELDS);
    return { fields: { ...split.fields, tags: tagMessages(split.fields.tags) }, general: split.general };
  }
  return { fields: {}, general: errorMessages(error) };
}

export function hasFormErrors(errors: ImageFormErrors): boolean {
  return errors.general.length > 0 || Object.values(errors.fields).some((messages) => messages && messages.length > 0);
}
