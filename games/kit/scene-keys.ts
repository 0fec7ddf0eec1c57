/** The key a game's main scene must use: the shell starts it for each round. */
export const PLAY_SCENE = 'play';

/** The kit's own scenes. */
export const KIT_SCENES = {
  boot: 'kit-boot',
  title: 'kit-title',
  teams: 'kit-teams',
  summary: 'kit-summary',
  podium: 'kit-podium',
  /** Always on top: mute, fullscreen and the hidden teacher panel. */
  overlay: 'kit-overlay',
} as const;
