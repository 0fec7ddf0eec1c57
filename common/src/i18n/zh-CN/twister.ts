import type { Translation } from '../types';
import type en from '../en/twister';

/** 扭扭乐的中文界面文本。转盘喊出的口令（如 'Right hand… apple!'）是英语课的内容，不翻译。 */
const twister: Translation<typeof en> = {
  settings: {
    leftRight: '区分左右',
    spins: '每队转动次数',
    rounds: '轮数',
    seconds: '到位时间（秒）',
  },
  play: {
    heading: '转一转，动一动！',
    spin: '转！',
    sayAgain: '再说一遍',
    made: '✓ 做到了',
    fell: '✗ 摔倒了',
    time: '时间到！',
    nextPlayer: '换下一位！',
    summary_one: '{{count}} 个动作中完成了 {{made}} 个！',
    summary_other: '{{count}} 个动作中完成了 {{made}} 个！',
  },
  mat: {
    heading: '地垫',
    sheets: '{{columns}} × {{rows}} 张纸',
    wordOn: '{{word}} 在 {{tile}}',
  },
  leftOut: {
    title: '不在地垫上',
    report: '地垫只放得下单词表的前 {{onMat}} 个单词，转盘不会转到这些单词：{{shown}}。',
    separator: '、',
    andMore: '{{shown}}，还有 {{more}} 个',
  },
  print: {
    action: '打印地垫',
    chooseList: '请先选择单词表，再打印它的地垫',
    title: '打印地垫',
    body: '一张拼接示意图，再加每个单词一张（共 {{words}} 个单词）：一共 {{pages}} 页。\n你的打印机用哪种纸？',
    a4: 'A4',
    letter: 'Letter（美式信纸）',
    downloading: '地垫正在下载！',
    openInPlayWords: '请在 PlayWords 中打开游戏再打印',
    cancel: '取消',
  },
};

export default twister;
