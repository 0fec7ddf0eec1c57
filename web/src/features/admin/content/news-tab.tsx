import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { AdminContentText, type AdminNewsPostDto } from '@playwords/common';
import { LoadMore } from '../../../components/load-more';
import { flattenPages } from '../../../lib/paging';
import { ReasonDialog } from '../shared/reason-dialog';
import { dateTime } from '../shared/admin-api';
import { useDeletePost, usePostsQuery } from './content-api';
import { PostForm } from './post-form';
import classes from '../admin.module.css';
import { ListStates } from '../shared/list-states';

/** What the form is doing: nothing, a new post, or an edit of one. */
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; post: AdminNewsPostDto };

/** The news posts: 'New post', the list newest first with likes and dislikes, Edit and Delete on each. */
export function NewsTab() {
  const query = usePostsQuery();
  const remove = useDeletePost();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<AdminNewsPostDto | null>(null);
  const [status, setStatus] = useState('');
  const posts = flattenPages(query.data);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text role="status" c="dimmed" size="sm">
          {status}
        </Text>
        {editing.kind === 'none' && (
          <Button
            onClick={() => {
              setStatus('');
              setEditing({ kind: 'new' });
            }}
          >
            {AdminContentText.newPost}
          </Button>
        )}
      </Group>

      {editing.kind !== 'none' && (
        <PostForm
          key={editing.kind === 'edit' ? editing.post.id : 'new'}
          post={editing.kind === 'edit' ? editing.post : undefined}
          onDone={(saved) => {
            if (saved) setStatus(editing.kind === 'new' ? AdminContentText.published : AdminContentText.saved);
            setEditing({ kind: 'none' });
          }}
        />
      )}

      <ListStates
        query={query}
        loadingLabel={AdminContentText.postsLoading}
        errorMessage="The posts could not be loaded."
        empty={posts.length === 0}
        emptyText={AdminContentText.noPosts}
      >
        {() => (
          <div className={classes.tableWrap}>
            <Table striped highlightOnHover aria-label="News posts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Posted</Table.Th>
                  <Table.Th>Likes</Table.Th>
                  <Table.Th>Dislikes</Table.Th>
                  <Table.Th>Picture</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {posts.map((post) => (
                  <Table.Tr key={post.id}>
                    <Table.Td>
                      <Text fw={600}>{post.name}</Text>
                    </Table.Td>
                    <Table.Td>
                      {dateTime(post.created_on)}
                      {post.updated_at && (
                        <Text size="xs" c="dimmed">
                          {AdminContentText.edited} {dateTime(post.updated_at)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{post.likes}</Table.Td>
                    <Table.Td>{post.dislikes}</Table.Td>
                    <Table.Td>
                      {post.image ? (
                        <Anchor href={post.image} target="_blank" rel="noopener noreferrer">
                          View
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`${AdminContentText.edit} '${post.name}'`}
                          onClick={() => {
                            setStatus('');
                            setEditing({ kind: 'edit', post });
                          }}
                        >
                          {AdminContentText.edit}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`${AdminContentText.delete} '${post.name}'`}
                          onClick={() => setDeleting(post)}
                        >
                          {AdminContentText.delete}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </ListStates>
      <LoadMore query={query} label="Load more" />

      <ReasonDialog
        opened={deleting !== null}
        title={deleting ? AdminContentText.deleteTitle(deleting.name) : ''}
        confirmLabel={AdminContentText.delete}
        confirmColor="red"
        onConfirm={async (reason) => {
          const post = deleting!;
          await remove.mutateAsync({ id: post.id, reason });
          if (editing.kind === 'edit' && editing.post.id === post.id) setEditing({ kind: 'none' });
          setStatus(AdminContentText.deleted);
        }}
        onClose={() => setDeleting(null)}
      >
        {AdminContentText.deleteDetail}
      </ReasonDialog>
    </Stack>
  );
}
