import Phaser from 'phaser';
import {
  addButton,
  bob,
  burst,
  celebrate,
  COLOURS,
  confetti,
  drawTeamBadge,
  GamePlayScene,
  outlined,
  popIn,
  TeamBoard,
  TEXT,
  type KitButton,
} from '../../kit';
import { cardFace } from '../logic/faces';
import { type CardEvent, SlideOutcomes } from '../logic/outcomes';
import { buildSlides, nextPosition, previousPosition, type Slide } from '../logic/slides';
import { awardCard, classPointsOfTallies, noAwards, type Awards } from '../logic/tally';
import { firstView, isShown, revealView, stepView, timedView, type Mode, type SlideView } from '../logic/view';
import { modeOf, teamCount, type settings as schema } from '../settings';
import { CARD, SingleCardView } from './card-view';
import { SetView } from './set-view';
import { TeamButtons } from './team-buttons';
import { t } from '../texts';

/** How long each tile of the slow reveal waits before it opens by itself. */
const TILE_MS = 1500;
/** A flash comes this long after its card appears, so every eye is on it. */
const READY_MS = 900;
/** Listen first: the card turns over this long after the word was said. */
const LISTEN_MS = 3000;
/** What's missing: the cards stay turned over this long. */
const HIDE_MS = 1100;
/** A drag at least this long (and mostly sideways) is a swipe to the next or previous card. */
const SWIPE_PX = 160;
const ARROWS = { left: 150, right: 1770, y: CARD.y };
const ACTION_Y = 858;
const TEAMS_Y = 990;
/** Where a tap counts as a tap on the card (or the set): the card's area, a little wider for a set. */
const CARD_AREA = new Phaser.Geom.Rectangle(CARD.x - 700, CARD.y - CARD.height / 2, 1400, CARD.height);

/**
 * One At A Time (design/games.md #22): the selected list as big flashcards, one at a time, presented four ways
 * (logic/view: slow reveal, flash, listen first, what's missing). → ← (a clicker's PageDown and PageUp, a swipe, the
 * big arrows) go to the next and previous card; Space or a tap on the card takes the next step; the team that
 * shouted first gets the card (its button or keys 1–4). A tool: after the last card, its tallies, then again or back
 * to the title; no rounds, no podium.
 */
export class PlayScene extends GamePlayScene<typeof schema> {
  /** Read by the browser test: keep the names. */
  private slides: Slide[] = [];
  private position = 0;
  private view: SlideView | null = null;
  private awards: Awards = [];
  private mode: Mode = 'reveal';
  /** Slides shown in full once: going back to one shows it whole. */
  private shown = new Set<number>();
  private card: SingleCardView | null = null;
  private set: SetView | null = null;
  private endScreen: Phaser.GameObjects.Container | null = null;
  /** The class got its points for this presentation (going back and on to the end again sends nothing more). */
  private classPointsSent = false;
  private progress!: Phaser.GameObjects.Text;
  private actionButton!: KitButton;
  private backButton!: KitButton;
  private nextButton!: KitButton;
  private teamButtons: TeamButtons | null = null;
  private timer: Phaser.Time.TimerEvent | null = null;
  private swipeFrom: { x: number; y: number } | null = null;
  /** The class's outcome of each slide's word, decided once (kit.reportWord). */
  private outcomes = new SlideOutcomes();

  protected play(): void {
    const settings = this.kit.settings;
    this.mode = modeOf(settings);
    const teams = teamCount(settings);
    // The teams given cards are the tool's own choice (a tool has no team screen); the kit's board keeps their
    // tallies, so the teacher panel can change them.
    // A class playing gives the cards to its own teams (in their names and colours), who win class points by them.
    this.kit.teams = (teams > 0 ? this.kit.classTeamBoard(teams) : null) ?? new TeamBoard(Math.max(1, teams));
    this.slides = buildSlides(
      this.kit.words.length,
      { mode: this.mode, tiles: Number(settings.tiles), setSize: settings.cards },
      this.kit.rng,
    );
    this.awards = noAwards(this.slides.length);

    this.progress = this.add.text(960, 70, '', outlined(TEXT.small, COLOURS.white, COLOURS.ink, 10)).setOrigin(0.5);
    this.backButton = addButton(this, ARROWS.left, ARROWS.y, '◀', () => this.goBack(), {
      width: 190,
      height: 300,
      fontSize: 110,
      colour: COLOURS.skyDeep,
    });
    this.nextButton = addButton(this, ARROWS.right, ARROWS.y, '▶', () => this.goNext(), {
      width: 190,
      height: 300,
      fontSize: 110,
      colour: COLOURS.skyDeep,
    });
    this.actionButton = addButton(this, 960, ACTION_Y, '', () => this.act(), {
      width: 560,
      height: 110,
      fontSize: 56,
      colour: COLOURS.violet,
    }).setDepth(30);
    if (teams > 0) this.teamButtons = new TeamButtons(this, this.kit.teams, TEAMS_Y, (team) => this.award(team));

    this.listen();
    this.kit.setPanelHandlers({
      skip: () => this.goNext(),
      reveal: () => this.reveal(),
      // A new way of presenting, other tiles, sets or teams: the presentation starts again. The flash's time is read
      // at the next flash.
      onSettingsChange: (values) => {
        const changed =
          (['mode', 'tiles', 'cards', 'teams'] as const).some((key) => values[key] !== settings[key]) ||
          (this.mode === 'listen' && values.picturesOnly !== settings.picturesOnly);
        if (changed) this.scene.restart(this.start);
      },
    });
    this.showSlide(0);
  }

  /** Keys, swipes and taps on the card. */
  private listen(): void {
    this.input.keyboard?.on('keydown', (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' || event.key === 'PageDown') this.goNext();
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') this.goBack();
      else if (event.key === ' ') this.step();
      else return;
      event.preventDefault();
    });
    this.input.on('pointerdown', (pointer: Phaser.Input.Pointer) => {
      this.swipeFrom = { x: pointer.worldX, y: pointer.worldY };
    });
    this.input.on('pointerup', (pointer: Phaser.Input.Pointer) => {
      const from = this.swipeFrom;
      this.swipeFrom = null;
      if (!from) return;
      const dx = pointer.worldX - from.x;
      const dy = pointer.worldY - from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) {
        if (dx < 0) this.goNext();
        else this.goBack();
      } else if (CARD_AREA.contains(from.x, from.y) && CARD_AREA.contains(pointer.worldX, pointer.worldY)) {
        this.step();
      }
    });
  }

  // ---- the slides -------------------------------------------------------------------------------------------------

  private get slide(): Slide | null {
    return this.slides[this.position] ?? null;
  }

  /** The word the slide is about: its card, or the missing card of a set. */
  private answerWord(slide: Slide): string {
    const card = slide.cards[slide.missing ?? 0]!;
    return this.kit.words[card]?.text ?? '';
  }

  private showSlide(position: number): void {
    this.timer?.remove();
    this.timer = null;
    this.card?.container.destroy();
    this.set?.destroy();
    this.endScreen?.destroy();
    this.card = this.set = this.endScreen = null;
    this.position = position;
    const slide = this.slide;
    this.backButton.setEnabled(position > 0);
    this.nextButton.setEnabled(slide !== null);
    if (!slide) return this.showEnd();

    this.progress.setText(`${position + 1} / ${this.slides.length}`).setVisible(true);
    const words = slide.cards.map((card) => this.kit.words[card]?.text ?? '');
    // Each word with its picture; listening first with 'Pictures only', the picture alone (logic/faces).
    const faces = words.map((word) => cardFace(this.mode, this.kit.pictures.has(word), this.kit.picturesOnly));
    if (this.mode === 'missing') this.set = new SetView(this, words, slide.missing ?? 0, faces);
    else this.card = new SingleCardView(this, words[0]!, slide.tiles, this.mode, faces[0]!);
    this.showTeam();

    let view = firstView(this.mode, slide.tiles.length);
    const word = this.answerWord(slide);
    // Seen in full before, or nothing to listen to (no voice can say it): shown at once.
    if (this.shown.has(position) || (this.mode === 'listen' && !this.kit.speech.canSay(word))) view = revealView(view);
    else if (this.mode === 'listen') this.kit.speech.say(word);
    this.view = null;
    this.setView(view, false);
  }

  /** Draws a new view of the slide; when it shows the answer for the first time, says it. */
  private setView(view: SlideView, sayAnswer = true): void {
    const slide = this.slide;
    if (!slide) return;
    const before = this.view;
    this.view = view;
    if (this.card && this.card.show(view) > 0) this.kit.play('pop');
    this.set?.show(view);
    if (before && view.mode === 'flash' && view.phase === 'flashing') this.kit.play('tick');
    if (view.mode === 'missing' && view.phase === 'hiding') this.kit.play('spin');
    if (isShown(view) && !(before && isShown(before))) {
      if (!this.shown.has(this.position) || sayAnswer) this.kit.speech.say(this.answerWord(slide));
      if (sayAnswer) this.kit.play('correct');
      this.shown.add(this.position);
    }
    this.schedule(view);
    this.showAction(view, slide);
  }

  /** What moves on by itself: the next tile, the flash's start and end, the card after listening, the set's return. */
  private schedule(view: SlideView): void {
    this.timer?.remove();
    this.timer = null;
    let delay = 0;
    if (view.mode === 'reveal' && !isShown(view)) delay = TILE_MS;
    else if (view.mode === 'flash' && view.phase === 'ready') delay = READY_MS;
    else if (view.mode === 'flash' && view.phase === 'flashing') delay = Number(this.kit.settings.flash);
    else if (view.mode === 'listen' && view.phase === 'listening') delay = LISTEN_MS;
    else if (view.mode === 'missing' && view.phase === 'hiding') delay = HIDE_MS;
    if (delay > 0) this.timer = this.time.delayedCall(delay, () => this.setView(timedView(view)));
  }

  /** The button under the card: the next step while there is one, then the word said again. */
  private showAction(view: SlideView, slide: Slide): void {
    const canSay = this.kit.speech.canSay(this.answerWord(slide));
    let label: string | null = canSay ? t('action.sayAgain') : null;
    let enabled = true;
    if (!isShown(view)) {
      if (view.mode === 'reveal') label = t('action.openTile');
      else if (view.mode === 'flash') {
        label = view.phase === 'hidden' ? t('action.flashAgain') : t('action.flash');
        enabled = view.phase !== 'flashing';
      } else if (view.mode === 'missing') {
        label = view.phase === 'guess' ? t('action.showIt') : t('action.hideOne');
        enabled = view.phase === 'look' || view.phase === 'guess';
      }
    }
    this.actionButton.setVisible(label !== null);
    if (label !== null) this.actionButton.setLabel(label).setEnabled(enabled);
  }

  /** The button under the card: the step it names, or the word again. */
  private act(): void {
    const view = this.view;
    const slide = this.slide;
    if (!view || !slide) return;
    if (isShown(view) || view.mode === 'listen') this.kit.speech.say(this.answerWord(slide));
    else this.step();
  }

  /** Space, a tap on the card: the next step of the slide, or the next slide once it is all shown. */
  private step(): void {
    const view = this.view;
    if (!view || !this.slide) return;
    const next = stepView(view);
    if (next === null) this.goNext();
    else if (next !== view) this.setView(next);
  }

  /** The teacher panel's Reveal: everything on the slide shown. */
  private reveal(): void {
    if (!this.view || !this.slide) return;
    this.reportSlide('revealed');
    this.setView(revealView(this.view));
  }

  /** Reports the word of the slide on screen to the class's tally (logic/outcomes: each slide once). */
  private reportSlide(event: CardEvent): void {
    const slide = this.slide;
    if (!slide || !this.view) return;
    const outcome = this.outcomes.decide(this.position, event, isShown(this.view));
    if (outcome) this.kit.reportWord(this.answerWord(slide), outcome);
  }

  private goNext(): void {
    if (this.position < this.slides.length) this.showSlide(nextPosition(this.position, this.slides.length));
  }

  private goBack(): void {
    if (this.position > 0) this.showSlide(previousPosition(this.position));
  }

  // ---- teams ------------------------------------------------------------------------------------------------------

  /** The team that shouted first gets the card on screen: its tally goes up (a card given twice moves), it shows. */
  private award(team: number): void {
    const slide = this.slide;
    if (!slide || !this.view || team >= this.kit.teams.count) return;
    const given = awardCard(this.awards, this.position, team);
    if (given.changes.length === 0) return;
    this.awards = given.awards;
    this.reportSlide('given');
    for (const change of given.changes) this.kit.teams.award(change.team, change.delta);
    this.kit.play('correct');
    const button = this.teamButtons?.buttons[team];
    if (button) burst(this, button.x, button.y - 40, this.kit.teams.teams[team]!.colour);
    this.showTeam();
    if (!isShown(this.view)) this.setView(revealView(this.view), true);
  }

  private showTeam(): void {
    const given = this.awards[this.position];
    const team = given === null || given === undefined ? null : (this.kit.teams.teams[given] ?? null);
    this.card?.setTeam(team);
    this.set?.setTeam(team);
  }

  // ---- the end ----------------------------------------------------------------------------------------------------

  /** After the last card: every team's tally (the leaders cheered), and again or back to the title. */
  private showEnd(): void {
    this.view = null;
    this.progress.setVisible(false);
    this.actionButton.setVisible(false);
    this.teamButtons?.setVisible(false);
    const screen = this.add.container(0, 0).setDepth(40);
    const board = this.add.graphics();
    board.fillStyle(COLOURS.ink).fillRoundedRect(300, 150, 1320, 780, 56);
    board.fillStyle(COLOURS.cream).fillRoundedRect(310, 160, 1300, 760, 48);
    screen.add([board, this.add.text(960, 260, t('end.allDone'), TEXT.title).setOrigin(0.5)]);

    const teams = this.teamButtons ? this.kit.teams.teams : [];
    const classPoints = classPointsOfTallies(teams.map((team) => team.score));
    if (classPoints && !this.classPointsSent) {
      this.classPointsSent = true;
      this.kit.classResultNow({ points: classPoints });
    }
    if (teams.length > 0) {
      const best = Math.max(...teams.map((team) => team.score));
      const left = 960 - ((teams.length - 1) * 300) / 2;
      teams.forEach((team, i) => {
        const x = left + i * 300;
        const badge = drawTeamBadge(this, x, 470, team, 150);
        const count = this.add.text(x, 620, String(team.score), TEXT.title).setOrigin(0.5);
        screen.add([badge, count]);
        if (best > 0 && team.score === best) {
          bob(this, badge, 18, 700);
          celebrate(this, x, 470, 3, 60);
        }
      });
      if (best > 0)
        confetti(
          this,
          teams.filter((team) => team.score === best).map((team) => team.colour),
          3,
        );
    } else {
      screen.add(this.add.text(960, 520, t('end.everyCard'), TEXT.heading).setOrigin(0.5));
    }
    this.kit.play('win');
    screen.add([
      addButton(this, 700, 810, t('end.again'), () => this.scene.restart(this.start), {
        width: 420,
        colour: COLOURS.correct,
      }),
      addButton(this, 1220, 810, t('end.finish'), () => this.kit.backToTitle(), {
        width: 420,
        colour: COLOURS.skyDeep,
        key: 'ENTER',
      }),
    ]);
    popIn(this, screen);
    this.endScreen = screen;
  }
}
