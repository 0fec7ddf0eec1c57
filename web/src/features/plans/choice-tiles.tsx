import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './purchase-panel.module.css';

export interface Tile<V extends string | number> {
  value: V;
  /** The tile's name: what a screen reader calls the choice ('PRO', '3 Months'). */
  label: string;
  /** What else the tile says (a price, what is paid for): read as the choice's description. */
  detail?: ReactNode;
}

export interface ChoiceTilesProps<V extends string | number> {
  /** The group's name ('Plan', 'Duration'). */
  legend: string;
  tiles: ReadonlyArray<Tile<V>>;
  value: V;
  onChange: (value: V) => void;
  /** Tiles per row from the small breakpoint on (one per row on a narrow phone unless `phoneColumns`). */
  columns: number;
  phoneColumns?: number;
}

/**
 * One choice out of a few, shown as large tiles: real radio buttons under the tiles, so the arrow keys move the
 * choice, Tab enters and leaves the group, and a screen reader says 'radio, 2 of 3'.
 */
export function ChoiceTiles<V extends string | number>({
  legend,
  tiles,
  value,
  onChange,
  columns,
  phoneColumns = 1,
}: ChoiceTilesProps<V>) {
  const name = useId();
  return (
    <fieldset className={classes.tiles}>
      <legend className={classes.legend}>{legend}</legend>
      <div
        className={classes.tileGrid}
        style={{ '--tile-columns': columns, '--tile-phone-columns': phoneColumns } as CSSProperties}
      >
        {tiles.map((tile) => {
          const id = `${name}-${tile.value}`;
          const checked = tile.value === value;
          return (
            <label key={tile.value} htmlFor={id} className={classes.tile} data-checked={checked || undefined}>
              <input
                id={id}
                type="radio"
                name={name}
                value={String(tile.value)}
                checked={checked}
                onChange={() => onChange(tile.value)}
                aria-labelledby={`${id}-label`}
                aria-describedby={tile.detail ? `${id}-detail` : undefined}
                className={classes.tileInput}
              />
              <span id={`${id}-label`} className={classes.tileLabel}>
                {tile.label}
              </span>
              {tile.detail && (
                <span id={`${id}-detail`} className={classes.tileDetail}>
                  {tile.detail}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
