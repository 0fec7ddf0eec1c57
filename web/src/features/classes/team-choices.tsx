import { CLASS_TEAM_COLOURS, CLASS_TEAM_SHAPES, type ClassTeamColour, type ClassTeamShape } from '@playwords/common';
import { useTranslation } from 'react-i18next';
import { TeamBadge, teamColourCss } from '../../components/team-badge';
import classes from './classes.module.css';

/** Each colour's and shape's name in the catalogue (spelled out, so the catalogue test finds them). */
export const COLOUR_KEYS = {
  red: 'colours.red',
  blue: 'colours.blue',
  yellow: 'colours.yellow',
  green: 'colours.green',
  purple: 'colours.purple',
  orange: 'colours.orange',
  pink: 'colours.pink',
  teal: 'colours.teal',
} as const satisfies Record<ClassTeamColour, string>;

export const SHAPE_KEYS = {
  circle: 'shapes.circle',
  square: 'shapes.square',
  triangle: 'shapes.triangle',
  star: 'shapes.star',
} as const satisfies Record<ClassTeamShape, string>;

/** 'Red circle': a badge in words. */
export function useBadgeName() {
  const { t } = useTranslation('classes');
  return (colour: ClassTeamColour, shape: ClassTeamShape) =>
    t('badge', { colour: t(COLOUR_KEYS[colour]), shape: t(SHAPE_KEYS[shape]).toLocaleLowerCase() });
}

interface ChoiceProps<T extends string> {
  /** The radio group's name (unique in the page). */
  name: string;
  value: T;
  onChange: (value: T) => void;
}

/**
 * The eight colours as swatches: a native radio group (arrow keys move, each colour read by its name), drawn as
 * round swatches with a ring on the chosen one.
 */
export function ColourChoice({ name, value, onChange }: ChoiceProps<ClassTeamColour>) {
  const { t } = useTranslation('classes');
  return (
    <fieldset className={classes.choice}>
      <legend className={classes.choiceLegend}>{t('form.colour')}</legend>
      <div className={classes.choiceOptions}>
        {CLASS_TEAM_COLOURS.map((colour) => (
          <label key={colour} className={classes.option} title={t(COLOUR_KEYS[colour])}>
            <input
              type="radio"
              name={name}
              value={colour}
              checked={value === colour}
              onChange={() => onChange(colour)}
              className={classes.optionInput}
              aria-label={t(COLOUR_KEYS[colour])}
            />
            <span className={classes.swatch} style={{ background: teamColourCss(colour) }} aria-hidden />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The four shapes, drawn in the team's colour, as a radio group like the colours. */
export function ShapeChoice({
  name,
  value,
  onChange,
  colour,
}: ChoiceProps<ClassTeamShape> & { colour: ClassTeamColour }) {
  const { t } = useTranslation('classes');
  return (
    <fieldset className={classes.choice}>
      <legend className={classes.choiceLegend}>{t('form.shape')}</legend>
      <div className={classes.choiceOptions}>
        {CLASS_TEAM_SHAPES.map((shape) => (
          <label key={shape} className={classes.option} title={t(SHAPE_KEYS[shape])}>
            <input
              type="radio"
              name={name}
              value={shape}
              checked={value === shape}
              onChange={() => onChange(shape)}
              className={classes.optionInput}
              aria-label={t(SHAPE_KEYS[shape])}
            />
            <span className={classes.shapeSwatch} aria-hidden>
              <TeamBadge colour={colour} shape={shape} size={26} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
