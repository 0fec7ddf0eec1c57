import type { ImageColour, ImageType } from '@playwords/common';
import { useTranslation } from 'react-i18next';

/** Each type's names in the 'images' catalogue, spelled out (the catalogue test finds keys by their spelling). */
const TYPE_KEYS = {
  characters: {
    panel: 'types.characters.panel',
    singular: 'types.characters.singular',
    plural: 'types.characters.plural',
    lower: 'types.characters.lower',
  },
  monsters: {
    panel: 'types.monsters.panel',
    singular: 'types.monsters.singular',
    plural: 'types.monsters.plural',
    lower: 'types.monsters.lower',
  },
  backgrounds: {
    panel: 'types.backgrounds.panel',
    singular: 'types.backgrounds.singular',
    plural: 'types.backgrounds.plural',
    lower: 'types.backgrounds.lower',
  },
  projectiles: {
    panel: 'types.projectiles.panel',
    singular: 'types.projectiles.singular',
    plural: 'types.projectiles.plural',
    lower: 'types.projectiles.lower',
  },
} as const;

/** A type's names: 'CHARACTERS', 'Character', 'Characters', 'characters' (in Chinese one word: 角色). */
export interface TypeNames {
  panel: string;
  singular: string;
  plural: string;
  lower: string;
}

/** The names of an image type in the reader's language. */
export function useTypeNames(): (type: ImageType) => TypeNames {
  const { t } = useTranslation('images');
  return (type) => {
    const keys = TYPE_KEYS[type];
    return { panel: t(keys.panel), singular: t(keys.singular), plural: t(keys.plural), lower: t(keys.lower) };
  };
}

/** The colours' names (core §3), by code. */
export const COLOUR_KEYS = {
  ran: 'colours.ran',
  bla: 'colours.bla',
  pur: 'colours.pur',
  blu: 'colours.blu',
  lib: 'colours.lib',
  tea: 'colours.tea',
  gre: 'colours.gre',
  lig: 'colours.lig',
  yel: 'colours.yel',
  ora: 'colours.ora',
  red: 'colours.red',
  pin: 'colours.pin',
  whi: 'colours.whi',
} as const satisfies Record<ImageColour, string>;
