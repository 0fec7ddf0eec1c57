import { expect, test, type Frame } from '@playwright/test';
import { clickStage, expectPremiumGate, inKit, openAsPremium, sceneOf, startGame } from './game-helpers';
import { snap } from './helpers';

// Space Fight, a Premium beta game: a Pro teacher is refused it (the server's 403, and a locked card on her dashboard
// naming Premium); a Premium teacher opens it from her dashboard with her own list. The team up taps the spoken word
// among the buttons, then taps the rival ship: the shot lands (the rival's health drops) or a monster in the way takes
// it, as the scene reports. Turns go on until a shot lands.

const SPACE_FIGHT = { id: 21, key: 'spacefight', name: 'Space Fight' };

type Scene = {
  phase: string;
  question: {
    target: { text: string };
    choices: { text: string }[];
    buttons: { x: number; y: number }[];
    answered: boolean;
  } | null;
  fight: { health: number[]; turn: number; turns: number; monsters: { id: number; hits: number }[] };
  ships: { slot: { ship: { x: number; y: number }; scale: number } }[];
  targets: number[];
  lastShot: { kind: string; team?: number; target?: number; damage?: number; health?: number } | null;
};

const inPlay = sceneOf<Scene>();

function readPlay(frame: Frame) {
  return inPlay(frame, ({ scene }) => {
    const question = scene.question && !scene.question.answered ? scene.question : null;
    const right = question ? question.choices.findIndex((c) => c.text === question.target.text) : -1;
    const button = question?.buttons[right];
    return {
      phase: scene.phase,
      right: button ? ([button.x, button.y] as [number, number]) : null,
      health: [...scene.fight.health],
      turn: scene.fight.turn,
      turns: scene.fight.turns,
      targets: [...scene.targets],
      // Where a tap picks each ship: over its hull and dome.
      ships: scene.ships.map((s) => [s.slot.ship.x, s.slot.ship.y - 40 * s.slot.scale] as [number, number]),
      shot: scene.lastShot,
      monsterHits: scene.fight.monsters.reduce((sum, m) => sum + m.hits, 0),
    };
  });
}

test('a Pro teacher is refused Space Fight; a Premium teacher plays a turn with her words', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await expectPremiumGate(page, SPACE_FIGHT);

  const frame = await openAsPremium(page, SPACE_FIGHT);
  await startGame(page, frame, SPACE_FIGHT.key);
  const start = await readPlay(frame);
  expect(start.health).toEqual([50, 50]);

  // A round is 3 turns of each ship: the 5 turns at most played here stay in the first.
  let landed = false;
  for (let turn = 0; turn < 5 && !landed; turn++) {
    // The word is asked: the team up taps the right word.
    await expect.poll(async () => (await readPlay(frame)).right, { timeout: 20_000 }).not.toBeNull();
    // The buttons finish popping in.
    await page.waitForTimeout(700);
    const asked = await readPlay(frame);
    if (turn === 0) await snap(page, 'game-spacefight-play');
    await clickStage(page, frame, ...asked.right!);

    // A right answer: the rival ship can be picked; the student taps it.
    await expect.poll(async () => (await readPlay(frame)).phase, { timeout: 10_000 }).toBe('aim');
    const aiming = await readPlay(frame);
    const rival = aiming.targets[0]!;
    expect(aiming.targets).toEqual([1 - asked.turn]);
    if (turn === 0) await snap(page, 'game-spacefight-aim');
    await clickStage(page, frame, ...aiming.ships[rival]!);

    // Read often: the hit's picture is taken while its damage is still on the screen.
    await expect.poll(async () => (await readPlay(frame)).shot, { timeout: 10_000, intervals: [50] }).not.toBeNull();
    const after = await readPlay(frame);
    const shot = after.shot!;
    expect(shot).toMatchObject({ team: asked.turn, target: rival });
    if (shot.kind === 'hit') {
      // The rival's health drops by the shot's damage (8 to 12); the shooter's stays.
      expect(shot.damage).toBeGreaterThanOrEqual(8);
      expect(shot.damage).toBeLessThanOrEqual(12);
      expect(after.health[rival]).toBe(asked.health[rival]! - shot.damage!);
      expect(after.health[asked.turn]).toBe(asked.health[asked.turn]);
      await snap(page, 'game-spacefight-hit');
      landed = true;
    } else {
      // A monster in the way took it: no health lost, the monster counts the shot (or has drifted off).
      expect(shot.kind).toBe('blocked');
      expect(after.health).toEqual(asked.health);
      await snap(page, 'game-spacefight-blocked');
      // The teacher clears the sky from the next turn (the panel's 'Monsters in the way'), so a later shot lands.
      expect(await inKit(frame, (kit) => kit.updateSettings({ monsters: 0 }))).toEqual({});
    }
    // The turn passes to the other ship.
    await expect.poll(async () => (await readPlay(frame)).turns, { timeout: 10_000 }).toBe(asked.turns + 1);
    expect((await readPlay(frame)).turn).toBe(1 - asked.turn);
    // Next turn's shot is read afresh.
    await inPlay(frame, ({ scene }) => {
      scene.lastShot = null;
    });
  }
  expect(landed).toBe(true);
  expect(problems).toEqual([]);
});
