import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/NumberInput.css';
import '../../components/form-styles';
import { useId, useState, type ReactNode } from 'react';
import { Button, Group, Modal, NativeSelect, NumberInput, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PrintableKind } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { ErrorList } from '../../components/error-messages';
import { readGameSave } from '../../lib/games';
import type { PrintableList } from '../../lib/printables';
import { makeAndSavePrintable } from './make-printable';
import type { PrintTranslate, WordSearchDirections } from './pdf/types';
import {
  browserLocales,
  defaultPaper,
  initialChoice,
  KINDS,
  unavailableBecause,
  wordSearchDefaults,
  type PrintChoice,
} from './printable-choices';

export interface PrintablesDialogProps {
  opened: boolean;
  onClose: () => void;
  list: PrintableList;
  /** Offer Twister's floor mat (her plan plays Twister). */
  twisterMat: boolean;
  /** Whose Word Search settings on this browser the worksheet's grid starts from. */
  username: string;
  /** The choice to open on (a game's title asks for its own); flashcards when left out. */
  kind?: PrintableKind;
}

// Literal keys, so the catalogue test finds each one used.
const KIND_TEXT = {
  flashcards: ['dialog.kinds.flashcards', 'dialog.kinds.flashcardsAbout'],
  bingo: ['dialog.kinds.bingo', 'dialog.kinds.bingoAbout'],
  wordsearch: ['dialog.kinds.wordsearch', 'dialog.kinds.wordsearchAbout'],
  matching: ['dialog.kinds.matching', 'dialog.kinds.matchingAbout'],
  twister: ['dialog.kinds.twister', 'dialog.kinds.twisterAbout'],
} as const satisfies Record<PrintableKind, readonly [string, string]>;
const WHY_NOT = { noWords: 'dialog.noWords', noPictures: 'dialog.noPictures' } as const;
const DIRECTION_TEXT = {
  'across-down': 'dialog.acrossDown',
  diagonal: 'dialog.diagonal',
  backwards: 'dialog.backwards',
} as const satisfies Record<WordSearchDirections, string>;
const WORDSEARCH_SIZES = [8, 9, 10, 11, 12, 13, 14, 15];

type Status = { state: 'idle' } | { state: 'making' } | { state: 'done' } | { state: 'failed' };

/** A row of choices as radios (Mantine's SegmentedControl) named by a label above it. */
function Choices<T extends string>(props: {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <Stack gap={4} role="radiogroup" aria-labelledby={id}>
      <Text id={id} fw={700} size="sm">
        {props.label}
      </Text>
      <SegmentedControl
        value={props.value}
        data={props.data}
        onChange={(value) => props.onChange(value as T)}
        fullWidth
        radius="md"
      />
    </Stack>
  );
}

/**
 * The printables of a list (issue 20), from a list's card on My Wordlists and from a game's title: flashcards,
 * bingo cards, a word search, a matching worksheet or Twister's mat, each with its options and the paper (A4, or
 * Letter where her browser's locale uses it); 'Make PDF' makes it in the browser and saves it. Loaded on demand
 * (components/printables-dialog.tsx), and the PDF library only when she makes one.
 */
export default function PrintablesDialog({ opened, onClose, list, twisterMat, username, kind }: PrintablesDialogProps) {
  const { t } = useTranslation('printables');
  const phone = useMediaQuery('(max-width: 36em)');
  const kinds = KINDS.filter((k) => k !== 'twister' || twisterMat);
  const [choice, setChoice] = useState<PrintChoice>(() =>
    initialChoice(list, {
      kind: kind && kinds.includes(kind) ? kind : undefined,
      paper: defaultPaper(browserLocales()),
      wordSearch: wordSearchDefaults(readGameSave(username, 'wordsearch')),
    }),
  );
  // The cards field as typed: empty while she retypes it (the choice keeps the last number).
  const [cardsTyped, setCardsTyped] = useState<number | string>(choice.bingo.cards);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const making = status.state === 'making';
  const blocked = unavailableBecause(choice.kind, list);

  function change(update: Partial<PrintChoice>) {
    setChoice((current) => ({ ...current, ...update }));
    if (!making) setStatus({ state: 'idle' });
  }

  async function make() {
    if (making || blocked) return;
    setStatus({ state: 'making' });
    try {
      const printed = [t('pdf.flashcards.title', { theme: '' })];
      await makeAndSavePrintable(list, choice, t as unknown as PrintTranslate, printed);
      setStatus({ state: 'done' });
    } catch {
      // Fonts or pictures that did not arrive, the library that did not load, a browser out of memory.
      setStatus({ state: 'failed' });
    }
  }

  let options: ReactNode = null;
  if (choice.kind === 'flashcards') {
    options = (
      <Choices
        label={t('dialog.perPage')}
        value={String(choice.flashcards.perPage)}
        data={['1', '2', '4', '8'].map((n) => ({ value: n, label: n }))}
        onChange={(n) => change({ flashcards: { perPage: Number(n) as 1 | 2 | 4 | 8 } })}
      />
    );
  } else if (choice.kind === 'bingo') {
    options = (
      <>
        <NumberInput
          label={t('dialog.cards')}
          description={t('dialog.cardsHelp')}
          min={1}
          max={40}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          inputMode="numeric"
          value={cardsTyped}
          onChange={(value) => {
            setCardsTyped(value);
            if (typeof value === 'number') change({ bingo: { ...choice.bingo, cards: value } });
          }}
          onBlur={() => setCardsTyped(choice.bingo.cards)}
        />
        <Choices
          label={t('dialog.grid')}
          value={String(choice.bingo.size)}
          data={['3', '4', '5'].map((n) => ({ value: n, label: t('dialog.gridSize', { size: n }) }))}
          onChange={(n) => change({ bingo: { ...choice.bingo, size: Number(n) as 3 | 4 | 5 } })}
        />
      </>
    );
  } else if (choice.kind === 'wordsearch') {
    options = (
      <Group grow align="flex-start" gap="sm">
        <NativeSelect
          label={t('dialog.size')}
          value={String(choice.wordsearch.size)}
          data={WORDSEARCH_SIZES.map((n) => ({ value: String(n), label: t('dialog.gridSize', { size: n }) }))}
          onChange={(event) =>
            change({ wordsearch: { ...choice.wordsearch, size: Number(event.currentTarget.value) } })
          }
        />
        <NativeSelect
          label={t('dialog.directions')}
          value={choice.wordsearch.directions}
          data={(Object.keys(DIRECTION_TEXT) as WordSearchDirections[]).map((d) => ({
            value: d,
            label: t(DIRECTION_TEXT[d]),
          }))}
          onChange={(event) =>
            change({
              wordsearch: { ...choice.wordsearch, directions: event.currentTarget.value as WordSearchDirections },
            })
          }
        />
      </Group>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('dialog.title', { theme: list.theme })}
      centered
      radius="lg"
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void make();
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label={t('dialog.what')}
            value={choice.kind}
            onChange={(value) => change({ kind: value as PrintableKind })}
          >
            <Stack gap="sm" mt="xs">
              {kinds.map((k) => (
                <Radio
                  key={k}
                  value={k}
                  label={t(KIND_TEXT[k][0])}
                  description={t(KIND_TEXT[k][1])}
                  disabled={making}
                />
              ))}
            </Stack>
          </Radio.Group>
          {options}
          <Choices
            label={t('dialog.paper')}
            value={choice.paper}
            data={[
              { value: 'a4', label: t('dialog.a4') },
              { value: 'letter', label: t('dialog.letter') },
            ]}
            onChange={(paper) => change({ paper })}
          />
          {blocked && <Text c="orange.9">{t(WHY_NOT[blocked])}</Text>}
          <div role="status" aria-live="polite">
            {status.state === 'making' && <Text fw={700}>{t('dialog.making')}</Text>}
            {status.state === 'done' && (
              <Text fw={700} c="teal.8">
                {t('dialog.done')}
              </Text>
            )}
          </div>
          <ErrorList messages={status.state === 'failed' ? [t('dialog.failed')] : []} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('dialog.close')}
            </Button>
            <Button type="submit" loading={making} disabled={blocked !== null}>
              {t('dialog.make')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
