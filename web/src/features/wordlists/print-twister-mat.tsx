import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu } from '@mantine/core';
import {
  canPlayGame,
  findGame,
  getEntitlements,
  MAT_PAPER_SIZES,
  MAT_PAPERS,
  type MatPaper,
  type UserDto,
  type WordlistDto,
} from '@playwords/common';
import { downloadTwisterMat } from '../../lib/twister-mat';

/** Whether her plan plays Twister: the printed mat is the floor half of that game. */
export function printsTwisterMat(user: Pick<UserDto, 'current_plan_type'>): boolean {
  const twister = findGame('twister');
  return twister !== undefined && canPlayGame(getEntitlements({ activePlan: user.current_plan_type }), twister);
}

/**
 * 'Print Twister mat' on a list's card (issue 14): A4 or Letter, then the PDF of the mat (a sheet map and a sheet per
 * word, its first 40) is made in the browser and downloaded.
 */
export function PrintTwisterMat({ list, onErrors }: { list: WordlistDto; onErrors: (messages: string[]) => void }) {
  const { t } = useTranslation('wordlists');
  const [printing, setPrinting] = useState(false);

  async function print(paper: MatPaper) {
    onErrors([]);
    setPrinting(true);
    try {
      await downloadTwisterMat(list.theme, list.words, paper);
    } catch {
      // The PDF could not be made (the browser ran out of memory, the library did not load).
      onErrors([t('twisterMat.failed')]);
    } finally {
      setPrinting(false);
    }
  }

  return (
    <Menu position="bottom-start" shadow="md">
      <Menu.Target>
        <Button size="sm" variant="light" color="grape" loading={printing}>
          {t('twisterMat.print')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('twisterMat.paperSize')}</Menu.Label>
        {MAT_PAPERS.map((paper) => (
          <Menu.Item key={paper} onClick={() => void print(paper)}>
            {paper === 'letter' ? t('twisterMat.letter') : MAT_PAPER_SIZES[paper].name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
