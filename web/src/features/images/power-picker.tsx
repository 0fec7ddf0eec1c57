import { Center, Input, Loader, Text, UnstyledButton } from '@mantine/core';
import { IMAGE_MAX_POWERS, type ImagePower } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../components/error-messages';
import { sortPowerOptions, togglePower, useMyImages, usePublicImages } from '../../lib/images';
import { flattenPages } from '../../lib/paging';
import classes from './images.module.css';

type PowerOption = Pick<ImagePower, 'id' | 'name' | 'thumbnail'>;

export interface PowerPickerProps {
  /** Chosen projectile ids, oldest choice first. */
  chosen: number[];
  onChange: (chosen: number[]) => void;
  /** Powers the image already has (an edit): offered even when they are not on the first pages. */
  current?: readonly ImagePower[];
  error?: string[];
}

/**
 * The power picker (core §5, §9): her projectiles and the public ones, by likes then newest; at most 5, and
 * choosing a sixth drops the oldest choice. None chosen: the server gives a random favourite power.
 */
export function PowerPicker({ chosen, onChange, current = [], error }: PowerPickerProps) {
  const mine = useMyImages('projectiles');
  const published = usePublicImages('projectiles');
  const sorted: PowerOption[] = sortPowerOptions(flattenPages(mine.data), flattenPages(published.data));
  const listed = new Set(sorted.map((option) => option.id));
  const options = [...current.filter((power) => !listed.has(power.id)), ...sorted];
  const loading = mine.isPending && published.isPending;
  const { t } = useTranslation('images');

  return (
    <Input.Wrapper
      label={t('form.powers')}
      description={t('form.powersDescription', { max: IMAGE_MAX_POWERS })}
      error={fieldError(error)}
      size="md"
    >
      <Text size="sm" fw={700} mt={4} aria-live="polite">
        {t('form.powersChosen', { chosen: chosen.length, max: IMAGE_MAX_POWERS })}
      </Text>
      {loading ? (
        <Center py="sm">
          <Loader size="sm" aria-label={t('form.powersLoading')} />
        </Center>
      ) : options.length === 0 ? (
        <Text size="sm" mt={4}>
          {t('form.noProjectiles')}
        </Text>
      ) : (
        <div className={classes.powers} role="group" aria-label={t('form.powers')}>
          {options.map((option) => {
            const index = chosen.indexOf(option.id);
            return (
              <UnstyledButton
                key={option.id}
                type="button"
                className={classes.power}
                aria-pressed={index !== -1}
                data-chosen={index !== -1 || undefined}
                onClick={() => onChange(togglePower(chosen, option.id))}
              >
                <img src={option.thumbnail} alt="" width={56} height={56} loading="lazy" />
                <span className={classes.powerName}>{option.name}</span>
              </UnstyledButton>
            );
          })}
        </div>
      )}
    </Input.Wrapper>
  );
}
