import Phaser from 'phaser';
import type { GameClass } from '@playwords/common';
import { getKit, type Kit } from '../kit';
import { chosenTeams, toggleChosen } from '../logic/class-play';
import { createTeams, type TeamStyle } from '../logic/teams';
import {
  choiceIndex,
  choiceOf,
  initialChoice,
  stepChoice,
  stripOptions,
  stripPage,
  type StripOption,
  type TeamChoice,
} from '../logic/team-choice';
import { KIT_SCENES } from '../scene-keys';
import { STAGE_WIDTH } from '../stage';
import { addBackground } from '../ui/background';
import { addButton, type KitButton } from '../ui/button';
import { popIn } from '../ui/juice';
import { fitToWidth } from '../ui/screen';
import { drawTeamBadge } from '../ui/team-badge';
import { COLOURS, css, TEXT } from '../ui/theme';
import { kitText } from '../logic/i18n';

const COUNT_KEYS = ['ONE', 'TWO', 'THREE', 'FOUR'];

/** Options of the strip on one page (her own teams and her classes), and their size. */
const STRIP = { y: 240, perPage: 4, width: 350, height: 130, gap: 20 } as const;

/**
 * Who plays, within the game's limits. Without classes on the page: how many of the kit's teams, each shown with
 * its colour, shape and name. With classes: 'Our teams' (that count choice) or one of her classes in a strip of
 * pages (← → choose too): the class's teams with their names, colours, shapes and running totals; a class with more
 * teams than the game takes has its teams tapped in or out (keys 1–4), one with fewer than it needs is shown
 * greyed with the reason. The page's `class_id` (a lesson plan's) is chosen at first.
 */
export class TeamSetupScene extends Phaser.Scene {
  private count = 2;

  constructor() {
    super(KIT_SCENES.teams);
  }

  create(): void {
    const kit = getKit(this);
    const { min, max } = kit.definition.teams;
    this.count = Math.min(max, Math.max(min, kit.teams.count || kit.definition.teams.default));
    addBackground(this);
    const withClasses = kit.classes.length > 0;
    const options = stripOptions(kit.classes, min);
    let choice: TeamChoice = withClasses
      ? initialChoice(kit.classes, kit.classPlay, kit.preselectedClassId, min, max)
      : { kind: 'ours' };
    // Her own teams again after a class game ('Our teams' chosen): the count it had, not the class's.
    if (choice.kind === 'ours' && kit.classPlay && kit.classPlay.teams.length > 0)
      this.count = kit.definition.teams.default;

    this.add
      .text(
        STAGE_WIDTH / 2,
        withClasses ? 100 : 150,
        kitText(withClasses ? 'teams.whoPlays' : 'teams.howMany'),
        TEXT.title,
      )
      .setOrigin(0.5);

    // The count choice of her own teams (hidden while a class is chosen: its keys then toggle the class's teams).
    const choices: KitButton[] = [];
    const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    const countsY = withClasses ? 420 : 320;
    counts.forEach((n, i) => {
      const x = STAGE_WIDTH / 2 + (i - (counts.length - 1) / 2) * 250;
      const button = addButton(this, x, countsY, String(n), () => this.choose(n), {
        width: 200,
        height: withClasses ? 150 : 170,
        fontSize: withClasses ? 96 : 110,
        key: COUNT_KEYS[n - 1],
      });
      choices.push(button);
      popIn(this, button, i * 60);
    });

    const strip = this.add.container(0, 0);
    const list = this.add.container(0, 0);
    let page = stripPage(choiceIndex(options, choice), options.length, STRIP.perPage).page;

    const renderStrip = () => {
      strip.removeAll(true);
      const { pages } = stripPage(0, options.length, STRIP.perPage);
      const shown = options.slice(page * STRIP.perPage, (page + 1) * STRIP.perPage);
      const selected = choiceIndex(options, choice);
      shown.forEach((option, i) => {
        const index = page * STRIP.perPage + i;
        const x = STAGE_WIDTH / 2 + (i - (shown.length - 1) / 2) * (STRIP.width + STRIP.gap);
        strip.add(this.stripButton(option, x, index === selected, () => pick(index)));
      });
      if (pages > 1) {
        const edge = (STRIP.perPage * (STRIP.width + STRIP.gap)) / 2 + 65;
        const back = addButton(this, STAGE_WIDTH / 2 - edge, STRIP.y, '◀', () => turn(-1), { width: 110, height: 130 });
        const next = addButton(this, STAGE_WIDTH / 2 + edge, STRIP.y, '▶', () => turn(1), { width: 110, height: 130 });
        back.setEnabled(page > 0);
        next.setEnabled(page < pages - 1);
        strip.add([back, next]);
      }
    };

    const renderTeams = () => {
      list.removeAll(true);
      const ours = choice.kind === 'ours';
      choices.forEach((b, i) => {
        b.setVisible(ours);
        b.setColour(counts[i] === this.count ? COLOURS.sun : COLOURS.skyDeep);
      });
      if (choice.kind === 'ours') {
        this.drawTeams(list, createTeams(this.count), withClasses ? 600 : 520);
        return;
      }
      const current = choice;
      const cls = kit.classes.find((c) => c.id === current.classId)!;
      const toggles = cls.teams.length > max;
      if (toggles) {
        list.add(
          this.add
            .text(STAGE_WIDTH / 2, 385, kitText('teams.chooseTeams', { max }), {
              ...TEXT.small,
              color: css(COLOURS.ink),
              backgroundColor: '#ffffffcc',
              padding: { x: 24, y: 6 },
            })
            .setOrigin(0.5),
        );
      }
      this.drawClassTeams(list, cls, current.chosen, toggles ? (id) => toggle(id) : null);
    };

    const render = () => {
      renderStrip();
      renderTeams();
    };
    const pick = (index: number) => {
      const next = options[index] ? choiceOf(options[index], max) : null;
      if (!next) return;
      choice = next;
      page = stripPage(index, options.length, STRIP.perPage).page;
      render();
    };
    const turn = (step: number) => {
      const { pages } = stripPage(0, options.length, STRIP.perPage);
      page = Math.min(pages - 1, Math.max(0, page + step));
      renderStrip();
    };
    const toggle = (teamId: string) => {
      if (choice.kind !== 'class') return;
      const cls = kit.classes.find((c) => c.id === (choice as { classId: number }).classId);
      if (!cls) return;
      choice = { ...choice, chosen: toggleChosen(cls, choice.chosen, teamId, min, max) };
      renderTeams();
    };
    this.choose = (n: number) => {
      if (choice.kind !== 'ours') return;
      this.count = n;
      renderTeams();
    };
    render();

    if (withClasses) {
      const keyboard = this.input.keyboard;
      const handlers: [string, () => void][] = [
        ['keydown-LEFT', () => pick(stepChoice(options, choiceIndex(options, choice), -1))],
        ['keydown-RIGHT', () => pick(stepChoice(options, choiceIndex(options, choice), 1))],
        // Keys 1–4 tap a class's team in or out (the count buttons' keys answer only while they show).
        ...COUNT_KEYS.map((key, i): [string, () => void] => [
          `keydown-${key}`,
          () => {
            if (choice.kind !== 'class') return;
            const cls = kit.classes.find((c) => c.id === (choice as { classId: number }).classId);
            const team = cls && cls.teams.length > max ? cls.teams[i] : undefined;
            if (team) toggle(team.id);
          },
        ]),
      ];
      for (const [event, handler] of handlers) keyboard?.on(event, handler);
      this.events.once('shutdown', () => {
        for (const [event, handler] of handlers) keyboard?.off(event, handler);
      });
    }

    addButton(this, 260, 960, kitText('teams.back'), () => kit.goTo(KIT_SCENES.title), {
      width: 340,
      colour: COLOURS.neutral,
      key: 'ESC',
    });
    const start = addButton(this, STAGE_WIDTH / 2, 930, kitText('teams.start'), () => this.start(kit, choice), {
      width: 520,
      height: 160,
      colour: COLOURS.correct,
      fontSize: 90,
      key: 'ENTER',
    });
    popIn(this, start, 200);
  }

  private choose: (n: number) => void = () => undefined;

  private start(kit: Kit, choice: TeamChoice): void {
    if (choice.kind === 'ours') return kit.startNewGame(this.count);
    kit.startClassGame(choice.classId, choice.chosen);
  }

  /** One option of the strip: 'Our teams' or a class by name (greyed, with the reason, when it cannot play). */
  private stripButton(option: StripOption, x: number, selected: boolean, onPress: () => void): KitButton {
    const kit = getKit(this);
    const usable = option.kind === 'ours' || option.fits;
    const fontSize = usable ? 56 : 48;
    // A long class name is cut short first (the reason under a greyed one stays whole).
    const measure = this.add.text(0, 0, option.kind === 'ours' ? kitText('teams.ourTeams') : option.cls.name, {
      ...TEXT.button,
      fontSize: `${fontSize}px`,
    });
    fitName(measure, STRIP.width - 40);
    const name = measure.text;
    measure.destroy();
    const label = usable ? name : `${name}\n${kitText('teams.needsTeams', { count: kit.definition.teams.min })}`;
    const button = addButton(this, x, STRIP.y, label, onPress, {
      width: STRIP.width,
      height: STRIP.height,
      fontSize,
      colour: !usable ? COLOURS.neutral : selected ? COLOURS.sun : COLOURS.skyDeep,
      textColour: selected ? COLOURS.ink : COLOURS.white,
    });
    // Then narrowed to the button (its height, the text's size, stays).
    const text = button.list.find((child) => child instanceof Phaser.GameObjects.Text) as Phaser.GameObjects.Text;
    if (text) fitToWidth(text, STRIP.width - 40, true);
    if (!usable) button.setEnabled(false).setAlpha(0.8);
    return button;
  }

  /** The kit's teams, each with its colour, shape and name, in one column (two for three or four teams). */
  private drawTeams(list: Phaser.GameObjects.Container, teams: readonly TeamStyle[], top: number): void {
    const columns = teams.length > 2 ? 2 : 1;
    teams.forEach((team, i) => {
      const col = columns === 2 ? i % 2 : 0;
      const row = columns === 2 ? Math.floor(i / 2) : i;
      const x = columns === 2 ? STAGE_WIDTH / 2 - 420 + col * 840 : STAGE_WIDTH / 2;
      const y = top + row * 150;
      const card = this.add.graphics();
      card.fillStyle(COLOURS.ink).fillRoundedRect(x - 380, y - 64, 760, 128, 64);
      card.fillStyle(COLOURS.white).fillRoundedRect(x - 374, y - 58, 748, 116, 58);
      const badge = drawTeamBadge(this, x - 290, y, team, 96);
      const name = this.add.text(x + 40, y - 4, team.name, { ...TEXT.heading, fontSize: '64px' }).setOrigin(0.5);
      fitName(name, 560);
      list.add([card, badge, name]);
    });
  }

  /**
   * A class's teams on cards: badge, name and running totals (this lesson, all time). With `onTap` (a class with
   * more teams than the game takes) a card taps its team in or out: one sitting out is greyed and says so.
   */
  private drawClassTeams(
    list: Phaser.GameObjects.Container,
    cls: GameClass,
    chosen: readonly string[],
    onTap: ((teamId: string) => void) | null,
  ): void {
    const playing = new Set(chosenTeams(cls, chosen).map((team) => team.id));
    const columns = cls.teams.length > 2 ? 2 : 1;
    const width = columns === 2 ? 860 : 1000;
    const height = 150;
    const top = onTap ? 520 : 500;
    cls.teams.forEach((team, i) => {
      const col = columns === 2 ? i % 2 : 0;
      const row = columns === 2 ? Math.floor(i / 2) : i;
      const x = columns === 2 ? STAGE_WIDTH / 2 - 450 + col * 900 : STAGE_WIDTH / 2;
      const y = top + row * (height + 24);
      const plays = playing.has(team.id);
      // The page's totals and what this page has sent since (a second game shows the first one's points).
      const running = getKit(this).classTeamTotals(cls.id, team);
      const card = this.add.container(x, y);
      const face = this.add.graphics();
      face.fillStyle(COLOURS.ink).fillRoundedRect(-width / 2, -height / 2, width, height, 48);
      face
        .fillStyle(plays ? COLOURS.white : COLOURS.cream)
        .fillRoundedRect(-width / 2 + 6, -height / 2 + 6, width - 12, height - 12, 42);
      const left = -width / 2 + 40;
      const badge = drawTeamBadge(this, left + 50, 0, team, 100);
      const textLeft = left + 130;
      const right = width / 2 - (onTap ? 170 : 40);
      const name = this.add.text(textLeft, -30, team.name, { ...TEXT.heading, fontSize: '60px' }).setOrigin(0, 0.5);
      fitName(name, right - textLeft);
      const totals = this.add
        .text(textLeft, 38, kitText('teams.totals', { lesson: running.lesson, allTime: running.allTime }), {
          ...TEXT.small,
          color: css(COLOURS.night),
        })
        .setOrigin(0, 0.5);
      fitToWidth(totals, right - textLeft, true);
      card.add([face, badge, name, totals]);
      if (onTap) {
        const mark = this.add
          .text(width / 2 - 95, 0, plays ? '✓' : kitText('teams.sitsOut'), {
            ...TEXT.heading,
            fontSize: plays ? '96px' : '48px',
            color: css(plays ? COLOURS.correct : COLOURS.ink),
          })
          .setOrigin(0.5);
        fitToWidth(mark, 160, true);
        card.add(mark);
        card.setSize(width, height);
        card.setInteractive({ useHandCursor: true });
        card.on('pointerup', () => onTap(team.id));
        if (!plays) card.setAlpha(0.7);
      }
      list.add(card);
    });
  }
}

/**
 * A name (a class's, a team's: up to 40 characters typed by the teacher) in `width`: cut short with '…' where it
 * would have to narrow below three quarters, then narrowed to fit; the text keeps its height.
 */
function fitName(text: Phaser.GameObjects.Text, width: number): void {
  const full = text.text;
  let shown = full;
  while (shown.length > 1 && text.width * 0.75 > width) {
    shown = shown.slice(0, -1).trimEnd();
    text.setText(`${shown}…`);
  }
  fitToWidth(text, width, true);
}
