import Phaser from 'phaser';
import { getKit, type Kit } from '../kit';
import { describeSetting, stepSetting } from '../logic/settings';
import { KIT_SCENES } from '../scene-keys';
import { STAGE_HEIGHT, STAGE_WIDTH } from '../stage';
import { addButton, type KitButton } from '../ui/button';
import { fitToWidth } from '../ui/screen';
import { drawTeamBadge } from '../ui/team-badge';
import { COLOURS, TEXT } from '../ui/theme';
import { kitText } from '../logic/i18n';

/** Holding the top-left corner this long opens the teacher panel (design/games.md § Hidden teacher panel). */
export const PANEL_HOLD_MS = 2000;
/** The corner that opens the panel: games keep it free of controls. */
export const PANEL_CORNER = { width: 140, height: 140 };
/** How many of a game's settings the teacher panel shows at once (more are on further pages). */
export const SETTINGS_PER_PAGE = 5;
/** The settings rows' columns on the stage: the label's width from x 1010, the ◀ and ▶ buttons, the value between. */
const SETTING_COLUMNS = { label: 350, back: 1420, value: 1590, valueWidth: 230, forward: 1760 };

/**
 * Always on top of the game: the mute and fullscreen buttons (top right), key F for fullscreen, and the hidden
 * teacher panel (hold the top-left corner 2 s, or Ctrl+Shift+A) that pauses the game.
 */
export class OverlayScene extends Phaser.Scene {
  private panel: Phaser.GameObjects.Container | null = null;
  private paused: string[] = [];

  constructor() {
    super(KIT_SCENES.overlay);
  }

  create(): void {
    const kit = getKit(this);
    this.addCornerButtons(kit);
    // Shown while Play waits for the game's pictures (they load behind the title screen; on a slow school network
    // a quick teacher can be faster).
    const waiting = this.add
      .text(STAGE_WIDTH / 2, STAGE_HEIGHT - 60, kitText('boot.loadingPictures'), {
        ...TEXT.small,
        color: '#1f2544',
        backgroundColor: '#ffffffdd',
        padding: { x: 24, y: 8 },
      })
      .setOrigin(0.5)
      .setDepth(50)
      .setVisible(false);
    kit.onWaitingChange = (on) => waiting.setVisible(on);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => (kit.onWaitingChange = null));

    const corner = this.add.zone(0, 0, PANEL_CORNER.width, PANEL_CORNER.height).setOrigin(0).setInteractive();
    let timer: Phaser.Time.TimerEvent | null = null;
    const ring = this.add.graphics().setDepth(10);
    const cancel = () => {
      timer?.remove();
      timer = null;
      ring.clear();
    };
    corner.on('pointerdown', () => {
      if (this.panel) return;
      const started = this.time.now;
      timer = this.time.addEvent({
        delay: 16,
        loop: true,
        callback: () => {
          const progress = (this.time.now - started) / PANEL_HOLD_MS;
          ring.clear();
          // A ring fills up while holding, so a teacher knows it works (children see nothing before 0.25 s).
          if (progress > 0.25)
            ring
              .lineStyle(12, COLOURS.sun)
              .beginPath()
              .arc(70, 70, 44, -Math.PI / 2, -Math.PI / 2 + progress * Math.PI * 2)
              .strokePath();
          if (progress >= 1) {
            cancel();
            this.openPanel(kit);
          }
        },
      });
    });
    corner.on('pointerup', cancel);
    corner.on('pointerout', cancel);

    this.input.keyboard?.on('keydown-A', (event: KeyboardEvent) => {
      if (!event.ctrlKey || !event.shiftKey) return;
      if (this.panel) this.closePanel(kit);
      else this.openPanel(kit);
    });
    this.input.keyboard?.on('keydown-F', (event: KeyboardEvent) => {
      if (kit.lettersTyped) return;
      if (!event.ctrlKey && !event.metaKey && !event.altKey) this.toggleFullscreen(kit);
    });
    this.input.keyboard?.on('keydown-ESC', () => this.panel && this.closePanel(kit));
  }

  private addCornerButtons(kit: Kit): void {
    const mute = this.add.container(STAGE_WIDTH - 190, 70);
    const full = this.add.container(STAGE_WIDTH - 70, 70);
    const muteIcon = this.add.graphics();
    const fullIcon = this.add.graphics();
    const drawMute = () => {
      muteIcon.clear();
      muteIcon.fillStyle(COLOURS.ink, 0.55).fillCircle(0, 0, 50);
      muteIcon
        .fillStyle(COLOURS.white)
        .fillRect(-24, -12, 14, 24)
        .fillTriangle(-12, -12, 8, -28, 8, 28)
        .fillTriangle(-12, -12, -12, 12, 8, 28);
      muteIcon.lineStyle(6, COLOURS.white);
      if (kit.sfx.muted) muteIcon.lineStyle(7, COLOURS.coral).lineBetween(16, -14, 40, 14).lineBetween(40, -14, 16, 14);
      else
        muteIcon.beginPath().arc(14, 0, 14, -0.9, 0.9).strokePath().beginPath().arc(14, 0, 26, -0.9, 0.9).strokePath();
    };
    fullIcon.fillStyle(COLOURS.ink, 0.55).fillCircle(0, 0, 50);
    fullIcon.lineStyle(7, COLOURS.white);
    for (const [sx, sy] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ] as const) {
      fullIcon.lineBetween(sx * 24, sy * 24, sx * 10, sy * 24).lineBetween(sx * 24, sy * 24, sx * 24, sy * 10);
    }
    drawMute();
    kit.sfx.onChange(drawMute);
    mute.add(muteIcon).setSize(100, 100).setInteractive({ useHandCursor: true });
    full.add(fullIcon).setSize(100, 100).setInteractive({ useHandCursor: true });
    mute.on('pointerup', () => kit.sfx.toggleMute());
    full.on('pointerup', () => this.toggleFullscreen(kit));
    this.input.keyboard?.on('keydown-M', () => !kit.lettersTyped && kit.sfx.toggleMute());
  }

  private toggleFullscreen(kit: Kit): void {
    // Inside the host the frame cannot go fullscreen itself (sandbox): the host page does it.
    if (kit.bridge.connected) kit.bridge.fullscreen();
    else this.scale.toggleFullscreen();
  }

  openPanel(kit: Kit): void {
    if (this.panel) return;
    this.paused = this.game.scene
      .getScenes(true)
      .map((s) => s.sys.settings.key)
      .filter((key) => key !== KIT_SCENES.overlay);
    for (const key of this.paused) this.game.scene.pause(key);
    kit.speech.stop();
    this.panel = this.buildPanel(kit);
  }

  closePanel(_kit: Kit): void {
    this.panel?.destroy();
    this.panel = null;
    for (const key of this.paused) this.game.scene.resume(key);
    this.paused = [];
  }

  private buildPanel(kit: Kit): Phaser.GameObjects.Container {
    const panel = this.add.container(0, 0).setDepth(100);
    const dim = this.add
      .rectangle(STAGE_WIDTH / 2, STAGE_HEIGHT / 2, STAGE_WIDTH, STAGE_HEIGHT, COLOURS.ink, 0.75)
      .setInteractive();
    const box = this.add.graphics();
    box.fillStyle(COLOURS.cream).fillRoundedRect(60, 50, STAGE_WIDTH - 120, STAGE_HEIGHT - 100, 48);
    panel.add([dim, box]);
    panel.add(this.add.text(120, 80, kitText('panel.title'), { ...TEXT.heading, color: '#1f2544' }));
    panel.add(this.add.text(880, 96, kitText('panel.paused'), { ...TEXT.small, color: '#6b7395' }));
    panel.add(
      addButton(this, STAGE_WIDTH - 260, 130, kitText('panel.close'), () => this.closePanel(kit), {
        width: 320,
        height: 110,
        colour: COLOURS.correct,
        sound: false,
      }),
    );

    // Actions.
    const playing = this.paused.includes('play');
    const close = (action: () => void) => () => {
      this.closePanel(kit);
      action();
    };
    const actions: [string, (() => void) | undefined, number][] = [
      [kitText('title.resume'), () => undefined, COLOURS.correct],
      [kitText('shared.skip'), kit.panelHandlers.skip, COLOURS.neutral],
      [kitText('shared.reveal'), kit.panelHandlers.reveal, COLOURS.violet],
      [kitText('panel.restart'), playing ? () => kit.restart() : undefined, COLOURS.coral],
      [kitText('shared.titleScreen'), () => kit.goTo(KIT_SCENES.title), COLOURS.skyDeep],
    ];
    actions.forEach(([label, action, colour], i) => {
      const button: KitButton = addButton(this, 300, 300 + i * 140, label, action ? close(action) : () => undefined, {
        width: 400,
        height: 110,
        colour,
        fontSize: 54,
      });
      if (!action) button.setEnabled(false);
      panel.add(button);
    });

    // Scores.
    panel.add(
      this.add.text(560, 220, kitText('panel.scores'), { ...TEXT.heading, fontSize: '60px', color: '#1f2544' }),
    );
    kit.teams.teams.forEach((team, i) => {
      const y = 350 + i * 150;
      const badge = drawTeamBadge(this, 575, y, team, 80);
      const score = this.add.text(800, y, String(team.score), { ...TEXT.heading, color: '#1f2544' }).setOrigin(0.5);
      const change = (delta: number) => () => {
        kit.teams.award(i, delta);
        score.setText(String(team.score));
      };
      panel.add([
        badge,
        addButton(this, 690, y, '−', change(-1), { width: 96, height: 96, colour: COLOURS.wrong, fontSize: 64 }),
        score,
        addButton(this, 910, y, '+', change(1), { width: 96, height: 96, colour: COLOURS.correct, fontSize: 64 }),
      ]);
    });

    // The game's own settings, one row per field: label, ◀ value ▶.
    const fields = Object.entries(kit.definition.settings);
    panel.add(
      this.add.text(1010, 220, kitText('panel.settings'), { ...TEXT.heading, fontSize: '60px', color: '#1f2544' }),
    );
    if (fields.length === 0)
      panel.add(this.add.text(1010, 330, kitText('panel.noSettings'), { ...TEXT.small, color: '#1f2544' }));
    const message = this.add.text(1010, 950, '', { ...TEXT.small, color: '#c62828', wordWrap: { width: 760 } });
    panel.add(message);
    // Five rows fit at a size a teacher can tap on a board; more go on pages turned by the heading's ◀ ▶.
    const pages = Math.ceil(fields.length / SETTINGS_PER_PAGE);
    const rowHeight = Math.min(140, 520 / Math.max(1, Math.min(fields.length, SETTINGS_PER_PAGE)));
    const rows = fields.map(([key, field], i) => {
      const y = 370 + (i % SETTINGS_PER_PAGE) * rowHeight;
      // One line each: a long label or value ('Across and down') shrinks to its column instead of running into
      // the buttons.
      const label = fitToWidth(
        this.add.text(1010, y, field.label, { ...TEXT.small, color: '#1f2544' }).setOrigin(0, 0.5),
        SETTING_COLUMNS.label,
      );
      const value = this.add.text(SETTING_COLUMNS.value, y, '', { ...TEXT.small, color: '#1f2544' }).setOrigin(0.5);
      const showValue = () =>
        fitToWidth(value.setScale(1).setText(describeSetting(field, kit.settings[key])), SETTING_COLUMNS.valueWidth);
      showValue();
      const step = (direction: 1 | -1) => () => {
        const errors = kit.updateSettings({ [key]: stepSetting(field, kit.settings[key], direction) });
        message.setText(Object.values(errors).join(' '));
        showValue();
      };
      const row = this.add.container(0, 0, [
        label,
        addButton(this, SETTING_COLUMNS.back, y, '◀', step(-1), { width: 96, height: 96, fontSize: 52 }),
        value,
        addButton(this, SETTING_COLUMNS.forward, y, '▶', step(1), { width: 96, height: 96, fontSize: 52 }),
      ]);
      panel.add(row);
      return row;
    });
    if (pages > 1) {
      let page = 0;
      const pageText = this.add
        .text(SETTING_COLUMNS.value, 255, '', { ...TEXT.small, color: '#1f2544' })
        .setOrigin(0.5);
      const show = (next: number) => {
        page = (next + pages) % pages;
        rows.forEach((row, i) => row.setVisible(Math.floor(i / SETTINGS_PER_PAGE) === page));
        pageText.setText(`${page + 1} / ${pages}`);
      };
      panel.add([
        pageText,
        addButton(this, SETTING_COLUMNS.back, 255, '◀', () => show(page - 1), { width: 84, height: 84, fontSize: 44 }),
        addButton(this, SETTING_COLUMNS.forward, 255, '▶', () => show(page + 1), {
          width: 84,
          height: 84,
          fontSize: 44,
        }),
      ]);
      show(0);
    }
    if (fields.length > 0)
      panel.add(
        this.add.text(1010, 880, kitText('panel.changesNextRound'), {
          ...TEXT.small,
          fontSize: '48px',
          color: '#6b7395',
        }),
      );
    return panel;
  }
}
