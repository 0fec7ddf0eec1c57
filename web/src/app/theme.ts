import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A bright violet that reads well on a projector and passes contrast with white text at shade 6+.
const play: MantineColorsTuple = [
  '#f1edff',
  '#ded6ff',
  '#bbaaff',
  '#967bff',
  '#7752fe',
  '#6439fd',
  '#5b3df5',
  '#4a2ad9',
  '#4024c2',
  '#341cab',
];

const fontFamily = "Nunito, 'Trebuchet MS', 'Segoe UI', system-ui, sans-serif";

/** Friendly, bold and rounded: made for classrooms of young children. */
export const theme = createTheme({
  primaryColor: 'play',
  primaryShade: 6,
  colors: { play },
  fontFamily,
  headings: {
    fontFamily,
    fontWeight: '800',
  },
  defaultRadius: 'lg',
  radius: { xs: '6px', sm: '10px', md: '14px', lg: '18px', xl: '28px' },
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Badge: { defaultProps: { radius: 'xl' } },
  },
});
