import type Phaser from 'phaser';
import { getKit } from '../kit';
import type { WordEntry } from '../logic/word-deck';
import { QuestionOutcomes } from '../logic/word-outcomes';
import { STAGE_WIDTH } from '../stage';
import { addButton, type KitButton } from './button';
import { addJudgeBar, type JudgeBar } from './judge-bar';
import { popIn } from './juice';
import { addCard, CARD_PICTURE_GAP } from './screen';
import { COLOURS, TEXT } from './theme';
import { addWordPrompt, type WordPrompt } from './word-prompt';

/**
 * How a question is answered: 'choose' — the word is spoken (shown when no voice can say it) and the team taps it
 * among the kit's options (or presses 1, 2, 3…); 'judge' — the word is shown on a card, the class says it and the
 * teacher judges with the judge bar; 'act' — the word is spoken and the team does something in the game's own
 * world (walks to the zone holding it, whacks the monster with its sign, shoots its letters): the kit draws no
 * controls, `question.choices` are the words the game puts in its world, and the game says how it went with
 * `question.answer(right)`.
 */
export type AnswerMode = 'choose' | 'judge' | 'act';

export interface QuestionLayout {
  /** How many choices (the target and distractors from `kit.deck.options`; fewer for a short list). Default 3. */
  choices?: number;
  /** Where the spoken word's prompt sits (choose, act), the choices' row, and the word card (judge). */
  prompt?: { x: number; y: number; maxWidth?: number };
  choicesY?: number;
  cardY?: number;
  /**
   * The judge card's picture of the word (when it has one): its size (200 unless given; the card grows upwards by it,
   * the word staying at `cardY`), or false for none (a game short of room).
   */
  cardPicture?: number | false;
  /** Long choices stack as wide buttons over the lower stage: told so the game can move things out of their way. */
  onStacked?: (stacked: boolean) => void;
}

/** What the question's answer was: right, wrong, or no answer (skipped, or the time ran out). */
export interface Answer {
  right: boolean | null;
  /** The team the teacher named with keys 1–4 (judge mode); otherwise the team whose turn it is answered. */
  team?: number;
}

export interface Question {
  readonly target: WordEntry;
  readonly mode: AnswerMode;
  /** The choices (choose, act: the target among `deck.options`), in their order on screen, and their buttons (choose). */
  readonly choices: readonly WordEntry[];
  readonly buttons: readonly KitButton[];
  readonly answered: boolean;
  /** Shows the word and says it (the teacher's Reveal). */
  reveal(): void;
  /** Ends the question with no answer (Skip, a timer running out); nothing happens once it is answered. */
  skip(): void;
  /** The game's verdict on what the team did (act mode): ends the question as a choice or the judge bar would. */
  answer(right: boolean): void;
  /** Says the word again and jiggles its prompt (act: the team starts again after a mishap). */
  askAgain(): void;
  /** A wrong try that does not end the turn (act): the word counts as missed (it comes back later) and is asked again. */
  tryAgain(): void;
  destroy(): void;
}

/** The size of the word's picture on the judge card, and beside the revealed word of the prompt. */
const JUDGE_PICTURE = 200;
const PROMPT_PICTURE = 150;
/** The prompt's least width for its picture (a side panel's prompt shows the word alone). */
const PROMPT_PICTURE_ROOM = 700;
/** A choice button's height in a row when a choice has a picture (150 without). */
const PICTURE_ROW_HEIGHT = 180;

const CHOICE_KEYS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX'];
// Distinct from each other and from the green and red of right and wrong.
const CHOICE_COLOURS = [COLOURS.skyDeep, COLOURS.violet, COLOURS.teal, COLOURS.orange];

/**
 * One question turn, shared by the games that ask "which word is it?": hear or see the word → answer (a choice or
 * the teacher's verdict) → the kit shows what was right, says the word, sends a missed word back into the deck,
 * and calls `onAnswer` once. What an answer is worth (points, damage, a move) is the game's: it scores in
 * `onAnswer`. The word's outcomes are reported to the kit (`kit.reportWord`) as they happen, so a game asking
 * through here reports none itself: right → 'right'; a wrong answer or `tryAgain` → 'wrong'; `skip` (Skip, a
 * timer's end) → 'skipped'; `reveal` before the answer → 'revealed', after which nothing more of this question
 * counts.
 */
export function askQuestion(
  scene: Phaser.Scene,
  target: WordEntry,
  mode: AnswerMode,
  onAnswer: (answer: Answer) => void,
  layout: QuestionLayout = {},
): Question {
  const kit = getKit(scene);
  const promptAt = layout.prompt ?? { x: STAGE_WIDTH / 2, y: 470 };
  let prompt: WordPrompt | null = null;
  let card: Phaser.GameObjects.Container | null = null;
  let judgeBar: JudgeBar | null = null;
  let buttons: KitButton[] = [];
  let choices: WordEntry[] = [];
  let answered = false;
  // The word's outcomes go to the kit as they happen (the class's hard words): a wrong try each time, then how the
  // question ended. Once the teacher revealed the word, that is its outcome: nothing after it counts.
  const outcomes = new QuestionOutcomes((outcome) => kit.reportWord(target, outcome));

  /** Ends the question once: the controls stop (but the buttons in `shown` stay bright), the word is said. */
  const finish = (answer: Answer, shown: readonly KitButton[] = []) => {
    if (answered) return;
    answered = true;
    outcomes.end(answer.right);
    judgeBar?.setVisible(false);
    for (const button of buttons) if (!shown.includes(button)) button.setEnabled(false);
    if (answer.right === false) kit.deck.miss(target);
    if (answer.right !== null) {
      prompt?.reveal();
      kit.speech.say(target.text);
    }
    onAnswer(answer);
  };

  const choose = (choice: WordEntry, button: KitButton) => {
    if (answered) return;
    const right = choice.text === target.text;
    button.setColour(right ? COLOURS.correct : COLOURS.wrong);
    if (right) return finish({ right }, [button]);
    scene.tweens.add({ targets: button, x: button.x + 16, duration: 60, yoyo: true, repeat: 3 });
    // The right word lights up too, so the class sees (and hears) what it should have been.
    const good = buttons[choices.findIndex((c) => c.text === target.text)];
    if (good) {
      good.setColour(COLOURS.correct);
      scene.tweens.add({ targets: good, scale: 1.1, duration: 220, yoyo: true, repeat: 2 });
    }
    finish({ right }, good ? [button, good] : [button]);
  };

  if (mode === 'choose' || mode === 'act') {
    // Its reveal shows the word's picture beside it where the prompt has the room (not in a side panel).
    const room = promptAt.maxWidth === undefined || promptAt.maxWidth >= PROMPT_PICTURE_ROOM;
    prompt = addWordPrompt(scene, promptAt.x, promptAt.y, {
      maxWidth: promptAt.maxWidth,
      ...(room ? { picture: PROMPT_PICTURE } : {}),
    });
    prompt.container.setDepth(40);
    prompt.ask(target.text);
    choices = kit.deck.options(target, layout.choices ?? 3);
    if (mode === 'choose') buttons = layoutChoices(scene, choices, layout, choose);
  } else {
    // With its picture the card grows upwards: its word stays where it was, clear of the judge bar.
    const size = layout.cardPicture ?? JUDGE_PICTURE;
    const grows = size !== false && kit.pictures.has(target) ? (size + CARD_PICTURE_GAP) / 2 : 0;
    card = addCard(scene, STAGE_WIDTH / 2, (layout.cardY ?? 840) - grows, target.text, {
      ...(size !== false ? { picture: target.text, pictureSize: size } : {}),
    });
    judgeBar = addJudgeBar(scene, {
      onCorrect: () => finish({ right: true }),
      onWrong: () => finish({ right: false }),
      onSkip: () => finish({ right: null }),
      onReveal: () => question.reveal(),
      onTeamKey: (team) => finish({ right: true, team }),
    });
  }

  const question: Question = {
    target,
    mode,
    get choices() {
      return choices;
    },
    get buttons() {
      return buttons;
    },
    get answered() {
      return answered;
    },
    reveal() {
      if (!answered) outcomes.reveal();
      prompt?.reveal();
      kit.speech.say(target.text);
    },
    skip: () => finish({ right: null }),
    answer: (right) => finish({ right }),
    askAgain() {
      if (answered || !prompt) return;
      prompt.ask(target.text);
      scene.tweens.add({ targets: prompt.container, x: prompt.container.x + 14, duration: 60, yoyo: true, repeat: 3 });
    },
    tryAgain() {
      if (answered) return;
      outcomes.wrongTry();
      kit.deck.miss(target);
      question.askAgain();
    },
    destroy() {
      prompt?.destroy();
      card?.destroy();
      judgeBar?.destroy();
      for (const button of buttons) button.destroy();
      if (buttons.length > 0) layout.onStacked?.(false);
      prompt = card = judgeBar = null;
      buttons = [];
    },
  };
  return question;
}

/**
 * The choices in a row; long phrases get a stack of wide buttons with smaller text instead. A choice whose word has a
 * picture shows it left of the word (the buttons of a row grow a little), or alone with `kit.picturesOnly`.
 */
function layoutChoices(
  scene: Phaser.Scene,
  choices: readonly WordEntry[],
  layout: QuestionLayout,
  onChoose: (choice: WordEntry, button: KitButton) => void,
): KitButton[] {
  const kit = getKit(scene);
  const pictures = choices.map((choice) => kit.pictures.key(choice));
  const anyPicture = pictures.some((key) => key !== null);
  // A choice shown as its picture alone takes no room for its word.
  const only = (i: number) => kit.picturesOnly && pictures[i] !== null;
  const measure = scene.add.text(0, 0, '', { ...TEXT.button, fontSize: '64px' }).setVisible(false);
  const widths = choices.map((c, i) => (only(i) ? 0 : measure.setText(c.text).width));
  measure.destroy();
  const widest = Math.max(...widths);
  // Up to three choices in a row are 540 px wide; four or more share the stage's width.
  const rowWidth =
    choices.length <= 3 ? 540 : Math.floor((STAGE_WIDTH - 80 - (choices.length - 1) * 30) / choices.length);
  const gap = choices.length <= 3 ? 40 : 30;
  const rowHeight = anyPicture ? PICTURE_ROW_HEIGHT : 150;
  const rowPicture = Math.min(rowHeight - 36, Math.floor(rowWidth * 0.3));
  // A word beside a picture may shrink to the smallest text (48 px of 64) in the room the picture leaves.
  const pictureRoom = rowWidth - rowPicture - 72;
  const row = widths.every((width, i) =>
    pictures[i] === null ? width <= rowWidth - 40 : (width * 48) / 64 <= pictureRoom,
  );
  // A stack of four or more starts higher so its last button stays on the stage.
  const stackTop = Math.min(775, 1020 - (choices.length - 1) * 110);
  layout.onStacked?.(!row);
  return choices.map((choice, i) => {
    const press = () => onChoose(choice, button);
    const colour = CHOICE_COLOURS[i % CHOICE_COLOURS.length];
    const key = CHOICE_KEYS[i];
    const pictureKey = pictures[i];
    let button: KitButton;
    if (row) {
      const width = rowWidth;
      const x = STAGE_WIDTH / 2 + (i - (choices.length - 1) / 2) * (width + gap);
      button = addButton(scene, x, layout.choicesY ?? 950, choice.text, press, {
        width,
        height: rowHeight,
        fontSize: 64,
        colour,
        ...(key ? { key } : {}),
        ...(pictureKey ? { picture: { key: pictureKey, size: rowPicture, only: only(i) } } : {}),
      });
    } else {
      const fontSize = Math.max(48, Math.min(60, Math.floor((64 * 1640) / Math.max(1, widest))));
      button = addButton(scene, STAGE_WIDTH / 2, stackTop + i * 110, choice.text, press, {
        width: 1700,
        height: 100,
        fontSize,
        colour,
        ...(key ? { key } : {}),
        ...(pictureKey ? { picture: { key: pictureKey, size: 80, only: only(i) } } : {}),
      });
    }
    button.setDepth(40);
    popIn(scene, button, 120 + i * 90);
    return button;
  });
}
