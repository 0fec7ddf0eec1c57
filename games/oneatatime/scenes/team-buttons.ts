import Phaser from 'phaser';
import { addButton, COLOURS, drawTeamBadge, outlined, TEXT, type KitButton, type TeamBoard } from '../../kit';

const KEYS = ['ONE', 'TWO', 'THREE', 'FOUR'] as const;
const WIDTH = 300;
const GAP = 60;

/**
 * A button per team in its colour with its shape and its tally of cards: a tap (or keys 1–4) gives the card on screen
 * to that team. The tallies follow the teams' scores (the teacher panel can change them too).
 */
export class TeamButtons {
  readonly buttons: KitButton[];

  constructor(scene: Phaser.Scene, teams: TeamBoard, y: number, onAward: (team: number) => void) {
    const left = 960 - ((teams.count - 1) * (WIDTH + GAP)) / 2;
    const tallies: Phaser.GameObjects.Text[] = [];
    this.buttons = teams.teams.map((team, i) => {
      const button = addButton(scene, left + i * (WIDTH + GAP), y, '', () => onAward(i), {
        width: WIDTH,
        height: 130,
        colour: team.colour,
        key: KEYS[i],
        sound: false,
      });
      const tally = scene.add.text(50, -4, '0', outlined(TEXT.heading, COLOURS.white, COLOURS.ink, 10)).setOrigin(0.5);
      button.add([drawTeamBadge(scene, -75, 0, team, 84), tally]);
      tallies.push(tally);
      return button.setDepth(30);
    });
    const draw = () => teams.teams.forEach((team, i) => tallies[i]!.setText(String(team.score)));
    draw();
    const off = teams.onChange(draw);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, off);
  }

  setVisible(visible: boolean): void {
    for (const button of this.buttons) button.setVisible(visible);
  }
}
