/** English texts of the 'news' namespace: the specs' texts exactly as written (post names and texts are not). */
import { NewsText } from '../../api/news';

const news = {
  title: NewsText.title,
  loading: NewsText.loading,
  empty: NewsText.empty,
  loadFailed: NewsText.loadFailed,
  loadMore: NewsText.loadMore,
  postedOn: NewsText.postedOn,
  /** The buttons with their counts: 'Like (3)' (NewsText.likeLabel). */
  likeLabel: 'Like ({{count}})',
  dislikeLabel: 'Dislike ({{count}})',
  voteFailed: NewsText.voteFailed,
};

export default news;
