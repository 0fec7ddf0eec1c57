import '@mantine/core/styles/Modal.css';
import { useState } from 'react';
import { Button, List, Modal, Text } from '@mantine/core';
import { GAME_CATALOGUE, type GameEntry, type ImageType } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { useTypeNames } from './type-text';
import classes from './images.module.css';

const FLAG: Record<ImageType, keyof GameEntry> = {
  characters: 'uses_characters',
  monsters: 'uses_monsters',
  backgrounds: 'uses_backgrounds',
  projectiles: 'uses_projectiles',
};

/** The catalogue's games that draw on a type (the placeholder 'Any Game', id 0, left out). */
export function gamesUsing(type: ImageType): string[] {
  return GAME_CATALOGUE.filter((game) => game.internal_id !== 0 && game[FLAG[type]] === true).map((game) => game.name);
}

/** The panel's help: which games use this type of image (core §2), read from the catalogue's flags. */
export function TypeHelp({ type }: { type: ImageType }) {
  const [open, setOpen] = useState(false);
  const games = gamesUsing(type);
  const { t } = useTranslation('images');
  const { lower } = useTypeNames()(type);
  return (
    <>
      <Button variant="subtle" size="compact-md" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('help.button', { lower })}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('help.title', { lower })}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('closeDialog') }}
        classNames={{ title: classes.modalTitle }}
      >
        <Text mb="sm">{type === 'projectiles' ? t('help.projectiles') : t('help.others', { lower })}</Text>
        <List spacing={4}>
          {games.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      </Modal>
    </>
  );
}
