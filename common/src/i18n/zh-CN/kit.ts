import type { Translation } from '../types';
import type en from '../en/kit';

/** 游戏通用界面（games/kit）的中文文本。老师单词表里的单词和游戏朗读的单词不翻译。 */
const kit: Translation<typeof en> = {
  boot: {
    loading: '加载中…',
    loadingPictures: '图片加载中…',
  },
  title: {
    play: '开始',
    words: '单词表：{{theme}}',
    resumeOrNew: '继续上次的游戏，还是开始新游戏？',
    resume: '继续',
    newGame: '新游戏',
    unreadableSave: '无法读取保存的游戏，将开始新游戏。',
    print: '打印',
  },
  teams: {
    howMany: '分几个队伍？',
    back: '◀ 返回',
    start: '开始！',
    red: '红色圆圈队',
    blue: '蓝色方块队',
    yellow: '黄色星星队',
    green: '绿色三角队',
  },
  summary: {
    roundDone: '第 {{round}} 轮结束！',
    namedRoundDone: '第 {{round}} {{name}}结束！',
    finish: '结束游戏',
    nextRound: '下一轮 ▶',
    points_one: '{{count}} 分',
    points_other: '{{count}} 分',
  },
  podium: {
    greatJob: '太棒了！{{value}}！',
    tie: '平局！大家都很棒！',
    teamWins: '{{team}}获胜！',
    playAgain: '再玩一次',
  },
  shared: {
    titleScreen: '返回首页',
    skip: '跳过',
    reveal: '显示答案',
    endGame: '结束游戏',
  },
  panel: {
    title: '老师面板',
    paused: '（已暂停）',
    close: '关闭 ✕',
    restart: '重新开始',
    scores: '得分',
    settings: '设置',
    noSettings: '这个游戏没有设置项。',
    changesNextRound: '更改将从下一轮开始生效。',
  },
  settings: {
    on: '开',
    off: '关',
    mustBeOnOrOff: '{{label}}只能是开或关。',
    mustBeNumber: '{{label}}必须是数字。',
    mustBeBetween: '{{label}}必须在 {{min}} 到 {{max}} 之间。',
    mustGoInSteps: '{{label}}每次只能增减 {{step}}。',
    mustBeOneOf: '{{label}}必须是以下之一：{{options}}。',
    picturesOnly: '只看图片',
  },
  noWords: {
    message: '这个单词表里没有可以玩的单词。\n请在“我的主页”选择另一个单词表。',
  },
  judge: {
    correct: '✓ 答对了',
    wrong: '✗ 答错了',
  },
  prompt: {
    sayAgain: '再说一遍',
  },
  round: {
    over: '本轮结束！',
    wordsFound_one: '找到了 {{count}} 个单词！',
    wordsFound_other: '找到了 {{count}} 个单词！',
  },
  turn: {
    team: '{{team}}！',
    yours: '轮到你了！',
    nextWord: '下一个单词！',
  },
  battle: {
    oops: '哎呀！',
    oopsPenalty: '哎呀！-{{penalty}}',
    mvp: '最佳队伍！',
    mvps: '最佳队伍！',
    heroesDamage: '{{names}}：造成 {{damage}} 点伤害！',
    triedHard: '大家都很努力！',
    toPodium: '去领奖台 ▶',
  },
  maze: {
    level: '第 {{level}} 关！',
  },
  selection: {
    tapLast: '现在点最后一个字母。',
    enterFirst: '在第一个字母上按回车键',
    arrowsThenEnter: '用方向键移动，再按回车键',
    enterLast: '在最后一个字母上按回车键',
    straightLine: '要连成一条直线哦！',
  },
  leftOut: {
    line: '“{{word}}”：{{why}}',
    more: '还有 {{more}} 个',
    separator: '、',
    noLatin: '不是用字母 a 到 z 写的',
    otherLetters: '含有{{letters}}，键盘上没有',
    phrase: '不止一个单词',
    tooShort: '至少需要 {{min}} 个字母',
    tooLong: '超过 {{max}} 个字母',
    tooLongForGrid: '太长，放不进 {{size}} × {{size}} 的网格',
    sameLetters: '和另一个单词的字母相同',
    noRoom: '网格里没有空位了',
  },
  wheel: {
    spin: '转！',
    reset: '重置',
    done: '完成',
    prompt: '按“转！”',
  },
};

export default kit;
