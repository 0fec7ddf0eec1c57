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

// Latin letters in Nunito; Chinese characters fall through to each system's own CJK font (macOS and iOS: PingFang;
// Windows: Microsoft YaHei; Android and ChromeOS: Noto Sans CJK; Linux: Noto or WenQuanYi), so no page downloads a
// multi-megabyte web font. Nunito's @font-face rules carry unicode ranges: a Chinese page fetches no Nunito file for
// its characters.
const fontFamily =
  "Nunito, 'Trebuchet MS', 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', " +
  "'Noto Sans SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', system-ui, sans-serif";

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
