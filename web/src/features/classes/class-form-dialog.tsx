import '../../components/form-styles';
import '@mantine/core/styles/Modal.css';
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { CLASS_LIMITS, type ClassDto } from '@playwords/common';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ErrorList, fieldError } from '../../components/error-messages';
import { TeamBadge } from '../../components/team-badge';
import {
  checkClass,
  draftOf,
  hasFormErrors,
  newClassDraft,
  newTeam,
  NO_ERRORS,
  parsePupils,
  toFormErrors,
  toInput,
  type ClassDraft,
  type ClassFormErrors,
  type TeamDraft,
} from './class-form';
import { createClass, updateClass } from './classes-api';
import { COLOUR_KEYS, ColourChoice, ShapeChoice } from './team-choices';
import classes from './classes.module.css';

interface ClassFormProps {
  /** The class to edit, or null for a new one. */
  klass: ClassDto | null;
  onSaved: (saved: ClassDto) => void;
  onCancel: () => void;
}

function ClassForm({ klass, onSaved, onCancel }: ClassFormProps) {
  const { t } = useTranslation('classes');
  const colourName = (colour: TeamDraft['colour']) => t(COLOUR_KEYS[colour]);
  const [draft, setDraft] = useState<ClassDraft>(() => (klass ? draftOf(klass) : newClassDraft(colourName)));
  const [errors, setErrors] = useState<ClassFormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);

  const setTeam = (key: string, change: Partial<TeamDraft>) => {
    setDraft((current) => ({
      ...current,
      teams: current.teams.map((team) => (team.key === key ? { ...team, ...change } : team)),
    }));
    setErrors((current) => {
      if (!current.teams[key] && !current.fields.teams) return current;
      const teams = { ...current.teams };
      delete teams[key];
      const fields = { ...current.fields };
      delete fields.teams;
      return { ...current, teams, fields };
    });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = checkClass(draft, {
      nameRequired: t('form.nameRequired'),
      nameTooLong: t('form.nameTooLong'),
      teamsCount: t('form.teamsCount'),
      teamNameRequired: t('form.teamNameRequired'),
      teamNameTooLong: t('form.teamNameTooLong'),
      teamNamesRepeated: t('form.teamNamesRepeated'),
      tooManyPupils: t('form.tooManyPupils'),
      pupilNameTooLong: t('form.pupilNameTooLong'),
    });
    setErrors(found);
    if (hasFormErrors(found)) return;
    setSaving(true);
    try {
      const input = toInput(draft);
      onSaved(klass ? await updateClass(klass.id, input) : await createClass(input));
    } catch (error) {
      setErrors(toFormErrors(error));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack gap="lg">
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={draft.name}
          maxLength={CLASS_LIMITS.name * 2}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setDraft((current) => ({ ...current, name }));
            setErrors((current) => {
              if (!current.fields.name) return current;
              const fields = { ...current.fields };
              delete fields.name;
              return { ...current, fields };
            });
          }}
          error={fieldError(errors.fields.name)}
          size="md"
          data-autofocus
        />

        <section aria-labelledby="class-form-teams">
          <Title order={3} size="h4" id="class-form-teams">
            {t('form.teams')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('form.teamsHelp', { max: CLASS_LIMITS.teamsMax })}
          </Text>
          {errors.fields.teams && (
            <Text c="red" size="sm" mb="sm" role="alert">
              {errors.fields.teams.join(' ')}
            </Text>
          )}
          <Stack gap="md">
            {draft.teams.map((team, index) => (
              <TeamFields
                key={team.key}
                team={team}
                number={index + 1}
                errors={errors.teams[team.key]}
                canRemove={draft.teams.length > CLASS_LIMITS.teamsMin}
                onChange={(change) => setTeam(team.key, change)}
                onRemove={() =>
                  setDraft((current) => ({ ...current, teams: current.teams.filter((t2) => t2.key !== team.key) }))
                }
              />
            ))}
          </Stack>
          {draft.teams.length < CLASS_LIMITS.teamsMax && (
            <Button
              mt="md"
              variant="light"
              onClick={() =>
                setDraft((current) => ({ ...current, teams: [...current.teams, newTeam(current.teams, colourName)] }))
              }
            >
              {t('form.addTeam')}
            </Button>
          )}
          {klass && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('form.removedKeepsHistory')}
            </Text>
          )}
        </section>

        <ErrorList messages={errors.general} />

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {klass ? t('form.save') : t('form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface TeamFieldsProps {
  team: TeamDraft;
  number: number;
  errors: ClassFormErrors['teams'][string] | undefined;
  canRemove: boolean;
  onChange: (change: Partial<TeamDraft>) => void;
  onRemove: () => void;
}

function TeamFields({ team, number, errors, canRemove, onChange, onRemove }: TeamFieldsProps) {
  const { t } = useTranslation('classes');
  const pupils = parsePupils(team.pupilsText).length;
  const legend = t('form.team', { number });
  return (
    <fieldset className={classes.teamFieldset}>
      <legend className={classes.teamLegend}>
        <TeamBadge colour={team.colour} shape={team.shape} size={22} />
        {legend}
      </legend>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t('form.teamName')}
            value={team.name}
            maxLength={CLASS_LIMITS.teamName * 2}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
            error={fieldError(errors?.name)}
            style={{ flex: 1 }}
          />
          {canRemove && (
            <Button variant="subtle" color="red" onClick={onRemove} className={classes.removeTeam}>
              {t('form.removeTeam', { name: team.name.trim() || legend })}
            </Button>
          )}
        </Group>
        <ColourChoice name={`${team.key}-colour`} value={team.colour} onChange={(colour) => onChange({ colour })} />
        <ShapeChoice
          name={`${team.key}-shape`}
          value={team.shape}
          colour={team.colour}
          onChange={(shape) => onChange({ shape })}
        />
        <Textarea
          label={t('form.pupils')}
          description={t('form.pupilsHelp')}
          value={team.pupilsText}
          onChange={(event) => onChange({ pupilsText: event.currentTarget.value })}
          error={fieldError(errors?.pupils)}
          autosize
          minRows={2}
          maxRows={8}
        />
        <Text size="xs" c="dimmed">
          {t('form.pupilsNote')} {t('form.pupilsCount', { count: pupils })}
        </Text>
      </Stack>
    </fieldset>
  );
}

export interface ClassFormDialogProps {
  opened: boolean;
  /** The class to edit; null for a new class. */
  klass: ClassDto | null;
  onSaved: (saved: ClassDto) => void;
  onClose: () => void;
}

/** 'New class' and 'Edit class': the name, 1 to 4 teams with name, colour, shape and first names. */
export function ClassFormDialog({ opened, klass, onSaved, onClose }: ClassFormDialogProps) {
  const { t } = useTranslation('classes');
  // A phone gets the whole screen: four teams with their swatches are a long form.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={klass ? t('form.editTitle') : t('form.newTitle')}
      size="lg"
      radius="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('form.close') }}
      classNames={{ title: classes.dialogTitle }}
    >
      {opened && <ClassForm key={klass?.id ?? 'new'} klass={klass} onSaved={onSaved} onCancel={onClose} />}
    </Modal>
  );
}
