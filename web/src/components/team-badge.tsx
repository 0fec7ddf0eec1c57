import { CLASS_TEAM_COLOUR_VALUES, type ClassTeamColour, type ClassTeamShape } from '@playwords/common';

/** A class team's colour as CSS (`#rrggbb`): the very colour the games draw. */
export function teamColourCss(colour: ClassTeamColour): string {
  return `#${CLASS_TEAM_COLOUR_VALUES[colour].toString(16).padStart(6, '0')}`;
}

/** Each shape in a 24 × 24 box, drawn so that all four look the same size. */
const SHAPES: Record<ClassTeamShape, (props: { fill: string }) => React.ReactElement> = {
  circle: (props) => <circle cx="12" cy="12" r="10" {...props} />,
  square: (props) => <rect x="3" y="3" width="18" height="18" rx="2.5" {...props} />,
  triangle: (props) => <polygon points="12,2 22.5,21 1.5,21" strokeLinejoin="round" {...props} />,
  star: (props) => (
    <polygon
      points="12,1.8 14.82,8.92 22.46,9.4 16.57,14.28 18.47,21.7 12,17.6 5.53,21.7 7.43,14.28 1.54,9.4 9.18,8.92"
      strokeLinejoin="round"
      {...props}
    />
  ),
};

export interface TeamBadgeProps {
  colour: ClassTeamColour;
  shape: ClassTeamShape;
  /** Its width and height in pixels (or any CSS length). */
  size?: number | string;
  /** What a screen reader hears ('Red circle'); without it the badge is decoration beside the team's name. */
  label?: string;
  className?: string;
}

/**
 * A team's badge: its shape filled with its colour, so teams differ by shape for a reader who cannot tell the
 * colours apart (and on a washed-out projector). A thin dark outline keeps yellow visible on white.
 */
export function TeamBadge({ colour, shape, size = 24, label, className }: TeamBadgeProps) {
  const Shape = SHAPES[shape];
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-colour={colour}
      data-shape={shape}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      <g stroke="rgb(0 0 0 / 35%)" strokeWidth="1.2">
        <Shape fill={teamColourCss(colour)} />
      </g>
    </svg>
  );
}
