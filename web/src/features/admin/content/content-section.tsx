import '@mantine/core/styles/Tabs.css';
import { Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { AdminContentText } from '@playwords/common';
import { paths } from '../../../lib/paths';
import { MessagesTab } from './messages-tab';
import { NewsTab } from './news-tab';

type Tab = 'news' | 'messages';

/**
 * The console's Content section: the news posts (write, edit, delete, with a picture) and the contact messages
 * (read, answer by e-mail). Each tab has its address (/admin/content, /admin/content/messages; anything else under it
 * is the news), so a reload or a shared link opens the same one.
 */
export default function ContentSection() {
  const location = useLocation();
  const navigate = useNavigate();
  const base = paths.adminSection('content');
  const tab: Tab = location.pathname.startsWith(`${base}/messages`) ? 'messages' : 'news';

  return (
    <section aria-labelledby="admin-content">
      <Title id="admin-content" order={2} mb="md">
        Content
      </Title>
      <Tabs value={tab} onChange={(value) => void navigate(value === 'messages' ? `${base}/messages` : base)}>
        <Tabs.List mb="md">
          <Tabs.Tab value="news">{AdminContentText.newsTab}</Tabs.Tab>
          <Tabs.Tab value="messages">{AdminContentText.messagesTab}</Tabs.Tab>
        </Tabs.List>
        {/* Only the open tab is mounted (Mantine's default): the other's list is not fetched. */}
        <Tabs.Panel value="news">
          <NewsTab />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesTab />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
