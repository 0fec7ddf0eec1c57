import type { Translation } from '../types';
import type en from '../en/news';

const news: Translation<typeof en> = {
  title: '新闻',
  loading: '正在加载新闻',
  empty: '还没有新闻，过段时间再来看看吧！',
  loadFailed: '新闻加载失败。',
  loadMore: '加载更多',
  postedOn: '发布于',
  likeLabel: '赞 ({{count}})',
  dislikeLabel: '踩 ({{count}})',
  voteFailed: '你的投票没有保存成功，请再试一次。',
};

export default news;
