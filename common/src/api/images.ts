// Images as the API answers them (core §3, §7; api-contract.md § Images), and the texts both sides show. No zod
// here: web pages import these without pulling the schemas in (those are in image-requests.ts).

import { needsPlanText, UPLOADING_IMAGES } from './plan-refusals';

/** The four image types, as they appear in API paths (plural) and in `favourite_{type}` of the user object. */
export const IMAGE_TYPES = ['characters', 'monsters', 'backgrounds', 'projectiles'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Whether a path segment names an image type. */
export function isImageType(value: string): value is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(value);
}

/** Types whose images carry powers (a list of projectile images). */
export const TYPES_WITH_POWERS: readonly ImageType[] = ['characters', 'monsters'];

/** Character colours of core §3, in the order a picker lists them: [name, code]. Default `ran`. */
export const IMAGE_COLOURS = [
  ['random', 'ran'],
  ['black', 'bla'],
  ['purple', 'pur'],
  ['blue', 'blu'],
  ['light blue', 'lib'],
  ['teal', 'tea'],
  ['green', 'gre'],
  ['light green', 'lig'],
  ['yellow', 'yel'],
  ['orange', 'ora'],
  ['red', 'red'],
  ['pink', 'pin'],
  ['white', 'whi'],
] as const;
export type ImageColour = (typeof IMAGE_COLOURS)[number][1];
export const DEFAULT_IMAGE_COLOUR: ImageColour = 'ran';

/** Upload limits (core §5, §9; design/security.md). */
export const IMAGE_MAX_BYTES = 3_145_728;
export const IMAGE_MAX_SIDE = 1200;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_PREVIEW_SIDE = 300;
export const IMAGE_THUMBNAIL_SIDE = 256;
export const IMAGE_MAX_POWERS = 5;
export const IMAGE_NAME_MAX = 50;
export const IMAGE_MAX_TAGS = 20;
export const IMAGE_TAG_MAX = 50;
export const IMAGE_QUERY_MAX = 100;

/** Who submitted an image (display name if set, else username; id 21 is the official account). */
export interface ImageAuthor {
  id: number;
  username: string;
  display_name: string;
}

/** A power as an image carries it: the projectile's id, name and picture. */
export interface ImagePower {
  id: number;
  name: string;
  image: string;
  thumbnail: string;
}

/** One image (core §3). `power` is empty for backgrounds and projectiles; `color` is `null` except on characters. */
export interface ImageDto {
  id: number;
  type: ImageType;
  name: string;
  /** URL of the stored PNG (at most 1200 px a side). */
  image: string;
  /** URL of the thumbnail PNG. */
  thumbnail: string;
  color: ImageColour | null;
  power: ImagePower[];
  tags: string[];
  is_private: boolean;
  /** Removed from the public collection by an operator: private, and its owner cannot upload it online again. */
  is_banned: boolean;
  /** Shown to users as 'Downloads': how many teachers favourited it. */
  likes: number;
  created_on: string;
  created_by: ImageAuthor;
}

/** A page of images (api-contract.md § Paging). */
export interface ImagePage {
  count: number;
  next: string | null;
  previous: string | null;
  results: ImageDto[];
}

/** Texts of core §4, §5 and §8 (exact), and the server's own refusals. */
export const ImageMessage = {
  nameRequired: 'You must include a name',
  nameCharacters: 'The name should only contain lettters, numbers, or spaces',
  nameTooLong: 'The name can have at most 50 characters.',
  nameBlank: 'Name cannot be blank.',
  imageRequired: 'You need to include an image.',
  pictureRequired: 'Please add a picture.',
  oneImageOnly: 'Please only add one image.',
  tooLarge: 'This file is too large.',
  notAnImage: 'Please only submit images.',
  tooManyPixels: 'This picture is too big. Please use one under 40 megapixels.',
  noChanges: "You haven't made any changes.",
  publishBanned: 'This image was removed from the public collection and cannot be uploaded online again.',
  lastFavourite: 'You must have at least one image favourited, you wont be able to unfavourite this last one.',
  tooManyPowers: 'Choose at most 5 powers.',
  badPower: 'Powers must be projectile images you own or public ones.',
  badColour: 'Choose one of the colours in the list.',
  tooManyTags: 'An image can have at most 20 tags.',
  tagTooLong: 'Each tag can have at most 50 characters.',
  /** Uploading on Basic, while a free trial is still possible (the wording of plan-refusals.ts). */
  needsPlanTrial: needsPlanText(UPLOADING_IMAGES, true),
  /** Uploading on Basic after both trials were used. */
  needsPlan: needsPlanText(UPLOADING_IMAGES, false),
  needsEmail:
    'Please validate your e-mail address before uploading images: use the link in the activation e-mail we sent you, or ask for a new one on the activation page.',
  quotaReached: "You have reached this month's upload limit for your plan. It resets on the first day of next month.",
  toggleFailed: 'There is an issue, please refresh.',
  deleteFailed: 'Something went wrong, please refresh.',
} as const;

/** The help dialog's sentence per type; the games come from the catalogue's `uses_*` flags. */
export const IMAGE_TYPE_LABELS: Record<ImageType, { panel: string; singular: string }> = {
  characters: { panel: 'CHARACTERS', singular: 'Character' },
  monsters: { panel: 'MONSTERS', singular: 'Monster' },
  backgrounds: { panel: 'BACKGROUNDS', singular: 'Background' },
  projectiles: { panel: 'PROJECTILES', singular: 'Projectile' },
};

/** The name rule of core §5: letters, numbers and spaces only (any script's letters and digits). */
export function isValidImageName(name: string): boolean {
  return /^[\p{L}\p{N} ]+$/u.test(name);
}
