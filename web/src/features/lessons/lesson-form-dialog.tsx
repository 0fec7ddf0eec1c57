import '../../components/form-styles';
import '@mantine/core/styles/Modal.css';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { CLASS_LIMITS, type LessonPlanDto, type UserDto } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { ErrorList, fieldError } from '../../components/error-messages';
import { ApiError, NetworkError } from '../../lib/api';
import {
  errorMessages,
  hasErrors,
  noResponseText,
  splitErrors,
  withoutField,
  type FieldMessages,
} from '../../lib/form-errors';
import { gameName } from '../../lib/game-manifests';
import { useLanguage } from '../../lib/i18n';
import { flattenPages, useMyWordlists } from '../../lib/wordlists';
import { createLessonPlan, updateLessonPlan, useClasses, useWordlist, type LessonPlanInput } from './lessons-api';
import { gamesSheCanAdd } from './lesson-steps';
import classes from './lessons.module.css';

type Field = 'name' | 'class_id' | 'wordlist_id' | 'games';
const FIELDS: readonly Field[] = ['name', 'class_id', 'wordlist_id', 'games'];

interface FormErrors {
  fields: FieldMessages<Field>;
  general: string[];
}
const NO_ERRORS: FormErrors = { fields: {}, general: [] };

function toFormErrors(error: unknown): FormErrors {
  if (error instanceof NetworkError) return { fields: {}, general: [noResponseText()] };
  if (error instanceof ApiError && hasErrors(error.body)) return splitErrors(error.body, FIELDS);
  return { fields: {}, general: errorMessages(error) };
}

/** A game in the plan's order; `uid` keeps its row (and focus) while it moves. */
interface GameItem {
  uid: number;
  key: string;
}

let nextUid = 1;
const itemOf = (key: string): GameItem => ({ uid: nextUid++, key });

type Move = 'up' | 'down' | 'remove';

/** The plan's games in order: each with up, down and remove buttons (keyboard: Tab to them, Enter or Space). */
function GamesEditor({
  items,
  onChange,
  error,
}: {
  items: GameItem[];
  onChange: (items: GameItem[]) => void;
  error: string[] | undefined;
}) {
  const { t } = useTranslation('lessons');
  const language = useLanguage();
  const listRef = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ uid: number; move: Move } | null>(null);

  // After a move the moved game's button keeps the focus; at the top or bottom (that button now disabled) its other
  // arrow takes it; after a removal the list's next row does.
  useEffect(() => {
    if (!focus || !listRef.current) return;
    const list = listRef.current;
    const button = (uid: number, move: Move) =>
      list.querySelector<HTMLButtonElement>(`[data-uid="${uid}"][data-move="${move}"]:not(:disabled)`);
    const target =
      focus.move === 'remove'
        ? button(focus.uid, 'remove')
        : (button(focus.uid, focus.move) ?? button(focus.uid, focus.move === 'up' ? 'down' : 'up'));
    target?.focus();
    setFocus(null);
  }, [focus]);

  function move(index: number, by: -1 | 1) {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
    setFocus({ uid: item!.uid, move: by < 0 ? 'up' : 'down' });
  }

  function remove(index: number) {
    const next = items.filter((_, i) => i !== index);
    onChange(next);
    const after = next[index] ?? next[index - 1];
    if (after) setFocus({ uid: after.uid, move: 'remove' });
  }

  return (
    <div>
      <Text fw={600} size="md" id="lesson-games-label">
        {t('form.games')}
      </Text>
      <Text size="sm" c="dimmed" mb={6}>
        {t('form.gamesHelp', { max: CLASS_LIMITS.lessonGames })}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" mb="xs">
          {t('form.gamesEmpty')}
        </Text>
      ) : (
        <ol ref={listRef} className={classes.gameRows} aria-labelledby="lesson-games-label">
          {items.map((item, index) => {
            const name = gameName(item.key, language);
            return (
              <li key={item.uid} className={classes.gameRow}>
                <span className={classes.gameNumber} aria-hidden>
                  {index + 1}
                </span>
                <span className={classes.gameRowName}>{name}</span>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={t('form.moveUp', { name })}
                    disabled={index === 0}
                    data-uid={item.uid}
                    data-move="up"
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden>↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={t('form.moveDown', { name })}
                    disabled={index === items.length - 1}
                    data-uid={item.uid}
                    data-move="down"
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden>↓</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={t('form.remove', { name })}
                    data-uid={item.uid}
                    data-move="remove"
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden>✕</span>
                  </ActionIcon>
                </Group>
              </li>
            );
          })}
        </ol>
      )}
      {error && error.length > 0 && (
        <Text c="red" size="sm" role="alert" mt={4}>
          {fieldError(error)}
        </Text>
      )}
    </div>
  );
}

/** Adds a game from those her plan can play. */
function AddGame({ user, full, onAdd }: { user: UserDto; full: boolean; onAdd: (key: string) => void }) {
  const { t } = useTranslation('lessons');
  const language = useLanguage();
  const [choice, setChoice] = useState('');
  const options = useMemo(
    () =>
      gamesSheCanAdd(user)
        .map((game) => ({ value: game.internal_name, label: gameName(game.internal_name, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [user, language],
  );

  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('form.addGame')}
          data={[{ value: '', label: t('form.chooseGame'), disabled: true }, ...options]}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
          disabled={full}
          style={{ flex: '1 1 220px' }}
          size="md"
        />
        <Button
          variant="light"
          size="md"
          disabled={full || choice === ''}
          onClick={() => {
            onAdd(choice);
            setChoice('');
          }}
        >
          {t('form.add')}
        </Button>
      </Group>
      {full && (
        <Text size="sm" c="dimmed">
          {t('form.gamesFull', { max: CLASS_LIMITS.lessonGames })}
        </Text>
      )}
    </Stack>
  );
}

interface PlanFormProps {
  plan: LessonPlanDto | null;
  user: UserDto;
  onSaved: (plan: LessonPlanDto) => void;
  onCancel: () => void;
}

function PlanForm({ plan, user, onSaved, onCancel }: PlanFormProps) {
  const { t } = useTranslation('lessons');
  const [name, setName] = useState(plan?.name ?? '');
  const [classId, setClassId] = useState(plan?.class_id ? String(plan.class_id) : '');
  const [wordlistId, setWordlistId] = useState(plan?.wordlist_id ? String(plan.wordlist_id) : '');
  const [games, setGames] = useState<GameItem[]>(() => (plan?.games ?? []).map(itemOf));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const classesQuery = useClasses();
  const listsQuery = useMyWordlists();
  const lists = flattenPages(listsQuery.data);
  // Every list of hers is a choice, not only the first 50 (a few pages at most for anyone).
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = listsQuery;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  // A list the plan names that is not hers or saved (a public one): its theme read on its own.
  const planListId = plan?.wordlist_id ?? null;
  const otherList = useWordlist(
    planListId !== null && listsQuery.isSuccess && !lists.some((list) => list.id === planListId) ? planListId : null,
  );

  const classOptions = [
    { value: '', label: t('form.classNone') },
    ...(classesQuery.data ?? []).map((one) => ({ value: String(one.id), label: one.name })),
  ];
  const listOptions = [
    { value: '', label: t('form.listNone') },
    ...lists.map((list) => ({ value: String(list.id), label: list.theme })),
    ...(planListId !== null && !lists.some((list) => list.id === planListId)
      ? [{ value: String(planListId), label: otherList.data?.theme ?? t('form.listOther', { id: planListId }) }]
      : []),
  ];

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const cleanName = name.replace(/\s+/g, ' ').trim();
    const missing: FormErrors = { fields: {}, general: [] };
    if (cleanName === '') missing.fields.name = [t('form.nameRequired')];
    if (games.length === 0) missing.fields.games = [t('form.gamesRequired')];
    if (missing.fields.name || missing.fields.games) {
      setErrors(missing);
      return;
    }
    const input: LessonPlanInput = {
      name: cleanName,
      class_id: classId === '' ? null : Number(classId),
      wordlist_id: wordlistId === '' ? null : Number(wordlistId),
      games: games.map((item) => item.key),
    };
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      onSaved(plan ? await updateLessonPlan(plan.id, input) : await createLessonPlan(input));
    } catch (error) {
      setErrors(toFormErrors(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={name}
          maxLength={CLASS_LIMITS.lessonName}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((current) => withoutField(current, 'name'));
          }}
          error={fieldError(errors.fields.name)}
          size="md"
          data-autofocus
        />
        <NativeSelect
          label={t('form.class')}
          description={classesQuery.data?.length === 0 ? t('form.noClasses') : t('form.classHelp')}
          data={classOptions}
          value={classId}
          onChange={(event) => {
            setClassId(event.currentTarget.value);
            setErrors((current) => withoutField(current, 'class_id'));
          }}
          error={fieldError(errors.fields.class_id ?? (classesQuery.isError ? [t('form.classesFailed')] : undefined))}
          size="md"
        />
        <NativeSelect
          label={t('form.list')}
          data={listOptions}
          value={wordlistId}
          onChange={(event) => {
            setWordlistId(event.currentTarget.value);
            setErrors((current) => withoutField(current, 'wordlist_id'));
          }}
          error={fieldError(errors.fields.wordlist_id ?? (listsQuery.isError ? [t('form.listsFailed')] : undefined))}
          size="md"
        />
        <GamesEditor
          items={games}
          onChange={(next) => {
            setGames(next);
            setErrors((current) => withoutField(current, 'games'));
          }}
          error={errors.fields.games}
        />
        <AddGame
          user={user}
          full={games.length >= CLASS_LIMITS.lessonGames}
          onAdd={(key) => {
            setGames((current) => [...current, itemOf(key)]);
            setErrors((current) => withoutField(current, 'games'));
          }}
        />
        <ErrorList messages={errors.general} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {plan ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface LessonFormDialogProps {
  /** Open: a new plan (`plan` null) or that plan's edit. */
  opened: boolean;
  plan: LessonPlanDto | null;
  user: UserDto;
  onSaved: (plan: LessonPlanDto) => void;
  onClose: () => void;
}

/** The create and edit dialog of a plan: its name, class, list and games in order. */
export function LessonFormDialog({ opened, plan, user, onSaved, onClose }: LessonFormDialogProps) {
  const { t } = useTranslation('lessons');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={plan ? t('form.editTitle') : t('form.newTitle')}
      centered
      radius="lg"
      size="lg"
    >
      {opened && <PlanForm key={plan?.id ?? 'new'} plan={plan} user={user} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}
