import type { Translation } from '../types';
import type en from '../en/printables';

const printables: Translation<typeof en> = {
  pdf: {
    flashcards: {
      title: '单词卡：{{theme}}',
    },
    bingo: {
      title: '宾果：{{theme}}',
      name: '姓名：',
      free: '免费格',
      card: '第 {{number}} 张，共 {{count}} 张',
      caller: '主持人清单：{{theme}}',
      callerHelp: '每念一个单词就打勾。共 {{cards}} 张不同的卡片，{{size}} × {{size}}。',
      repeats: '这个词表只有 {{words}} 个单词，卡片有 {{squares}} 格：有些单词在一张卡上出现两次。',
    },
    wordsearch: {
      title: '找单词：{{theme}}',
      name: '姓名：',
      find: '找出这些单词：',
      answers: '答案：{{theme}}',
      leftOut: '不在这个谜题里：{{words}}',
      none: '这些单词都放不进找单词谜题（每个单词需要 2 到 {{size}} 个字母）。',
    },
    matching: {
      title: '图片连线：{{theme}}',
      name: '姓名：',
      help: '把每张图片和它的单词连起来。',
      leftOut: '没有图片，未列出：{{words}}',
      none: '这个词表里没有带图片的单词，所以没有可以连线的内容。',
    },
    more: '……还有 {{count}} 个',
  },
  dialog: {
    title: '打印：{{theme}}',
    what: '打印什么',
    kinds: {
      flashcards: '单词卡',
      flashcardsAbout: '每个单词配上它的图片，大大的，带裁剪线。',
      bingo: '宾果卡',
      bingoAbout: '每个学生一张不同的卡片，另附主持人打勾用的清单。',
      wordsearch: '找单词',
      wordsearchAbout: '把游戏里的字母方格印在纸上，附答案。',
      matching: '图片连线练习',
      matchingAbout: '学生把每张图片和它的单词连起来。',
      twister: 'Twister 地垫',
      twisterAbout: '拼贴在地上的地垫：一页拼贴图，每个单词一页（最多前 40 个）。',
    },
    perPage: '每页卡片数',
    cards: '卡片数量',
    cardsHelp: '每个学生一张：1 到 40 张。',
    grid: '方格',
    gridSize: '{{size}} × {{size}}',
    size: '方格大小',
    directions: '方向',
    acrossDown: '横向和纵向',
    diagonal: '+ 斜向',
    backwards: '+ 反向',
    paper: '纸张',
    a4: 'A4',
    letter: 'Letter（美式信纸）',
    make: '生成 PDF',
    making: '正在生成 PDF…',
    done: 'PDF 已生成：请在下载文件夹中查看。',
    close: '关闭',
    failed: '无法生成 PDF，请重试。',
    noWords: '这个词表没有可以打印的单词。',
    noPictures: '这个词表里还没有带图片的单词：给一些单词配上图片，才能生成连线练习。',
  },
};

export default printables;
