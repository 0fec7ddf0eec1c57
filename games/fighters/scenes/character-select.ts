import type Phaser from 'phaser';
import {
  COLOURS,
  STAGE_WIDTH,
  TEXT,
  banner,
  burst,
  drawTeamBadge,
  fitScale,
  fitToWidth,
  outlined,
  popIn,
  type Kit,
  type KitImage,
} from '../../kit';
import {
  canPick,
  createSelection,
  offerCharacters,
  pick,
  pickedBy,
  pickingTeam,
  type Selection,
} from '../logic/select';
import { t } from '../texts';

const CARD = { width: 400, height: 520, y: 580, gap: 40 };
const PICTURE_BOX = 300;
const KEYS = ['ONE', 'TWO', 'THREE', 'FOUR'];

interface Card {
  picture: KitImage;
  x: number;
  back: Phaser.GameObjects.Graphics;
  image: Phaser.GameObjects.Image;
  badges: Phaser.GameObjects.Graphics[];
}

/**
 * Character select (design/games.md #2): four random favourite characters on big cards; the team whose turn it is
 * taps one (or presses 1–4), its badge lands on the card, and the next team picks. `onDone` gets each team's
 * character. With one team, its one pick starts the fight.
 */
export class CharacterSelect {
  /** The offered characters and the teams' picks (read by the browser test). */
  readonly cards: Card[] = [];
  readonly selection: Selection;
  private readonly objects: Phaser.GameObjects.GameObject[] = [];
  private readonly heading: Phaser.GameObjects.Text;
  private finished = false;
  private readonly keys: [string, () => void][] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly kit: Pick<Kit, 'images' | 'rng' | 'teams' | 'play'>,
    private readonly onDone: (cast: KitImage[]) => void,
  ) {
    const offer = offerCharacters(kit.images.all('characters'), () => kit.rng.next());
    this.selection = createSelection(offer.length, kit.teams.count);
    this.heading = scene.add
      .text(STAGE_WIDTH / 2, 230, '', outlined({ ...TEXT.heading, fontSize: '88px' }))
      .setOrigin(0.5);
    this.objects.push(this.heading);
    const step = CARD.width + CARD.gap;
    offer.forEach((picture, i) => this.addCard(picture, STAGE_WIDTH / 2 + (i - (offer.length - 1) / 2) * step, i));
    this.showTurn();
  }

  private addCard(picture: KitImage, x: number, index: number): void {
    const { scene } = this;
    const back = scene.add.graphics();
    const image = scene.add.image(x, CARD.y - 40, picture.key);
    image.setScale(fitScale(image, PICTURE_BOX));
    const name = scene.add.text(x, CARD.y + CARD.height / 2 - 70, picture.name, { ...TEXT.small }).setOrigin(0.5);
    fitToWidth(name, CARD.width - 40);
    const number = scene.add.text(x - CARD.width / 2 + 44, CARD.y - CARD.height / 2 + 44, `${index + 1}`, {
      ...TEXT.small,
      color: '#ffffff',
    });
    number.setOrigin(0.5);
    const hit = scene.add
      .zone(x, CARD.y, CARD.width, CARD.height)
      .setInteractive({ useHandCursor: true })
      .on('pointerup', () => this.choose(index));
    const key = KEYS[index];
    if (key) {
      const press = () => this.choose(index);
      scene.input.keyboard?.on(`keydown-${key}`, press);
      this.keys.push([`keydown-${key}`, press]);
    }
    const card: Card = { picture, x, back, image, badges: [] };
    this.cards.push(card);
    this.objects.push(back, image, name, number, hit);
    this.drawCard(index);
    popIn(scene, image, 100 + index * 120, image.scale);
  }

  private drawCard(index: number): void {
    const card = this.cards[index];
    if (!card) return;
    const team = pickedBy(this.selection, index);
    const free = canPick(this.selection, index);
    const colour = team !== null ? (this.kit.teams.teams[team]?.colour ?? COLOURS.cream) : COLOURS.cream;
    const left = card.x - CARD.width / 2;
    const top = CARD.y - CARD.height / 2;
    card.back.clear();
    card.back.fillStyle(COLOURS.shadow, 0.25).fillRoundedRect(left + 10, top + 14, CARD.width, CARD.height, 40);
    card.back.fillStyle(COLOURS.ink).fillRoundedRect(left - 8, top - 8, CARD.width + 16, CARD.height + 16, 46);
    card.back.fillStyle(colour).fillRoundedRect(left, top, CARD.width, CARD.height, 40);
    card.back.fillStyle(COLOURS.skyDeep).fillCircle(left + 44, top + 44, 34);
    card.image.setAlpha(free || team !== null ? 1 : 0.45);
  }

  private showTurn(): void {
    const team = pickingTeam(this.selection);
    if (team === null) return;
    this.kit.teams.setCurrent(team);
    const heading =
      this.kit.teams.count > 1 ? t('select.teamPick', { team: this.kit.teams.current.name }) : t('select.pick');
    fitToWidth(this.heading.setText(heading).setScale(1), 1500);
    popIn(this.scene, this.heading, 0, this.heading.scaleX);
  }

  /** The picking team takes offered character `index` (a taken one, while others are free, only wobbles). */
  choose(index: number): void {
    const card = this.cards[index];
    const team = pickingTeam(this.selection);
    if (this.finished || !card || team === null) return;
    if (!pick(this.selection, index)) {
      this.kit.play('wrong');
      this.scene.tweens.add({ targets: card.image, x: card.x + 14, duration: 60, yoyo: true, repeat: 3 });
      return;
    }
    const style = this.kit.teams.teams[team];
    this.kit.play('correct');
    burst(this.scene, card.x, CARD.y - 40, style?.colour ?? COLOURS.sun, 20);
    if (style) {
      const badge = drawTeamBadge(
        this.scene,
        card.x + CARD.width / 2 - 50 - card.badges.length * 60,
        CARD.y - 220,
        style,
        72,
      );
      card.badges.push(badge);
      this.objects.push(badge);
      popIn(this.scene, badge);
    }
    this.scene.tweens.add({ targets: card.image, y: CARD.y - 80, duration: 160, yoyo: true, ease: 'Quad.Out' });
    this.cards.forEach((_, i) => this.drawCard(i));
    if (pickingTeam(this.selection) !== null) return this.showTurn();
    this.finished = true;
    this.heading.setText('');
    banner(this.scene, t('select.fight'), STAGE_WIDTH / 2, 230, { size: 120 });
    const cast = this.selection.picks.map((i) => this.cards[i]?.picture as KitImage);
    this.scene.time.delayedCall(900, () => {
      this.destroy();
      this.onDone(cast);
    });
  }

  destroy(): void {
    for (const [event, press] of this.keys) this.scene.input.keyboard?.off(event, press);
    for (const object of this.objects) object.destroy();
    this.objects.length = 0;
  }
}
