// The console's content section: news posts and contact messages, each change done by the owning module's
// service inside `operatorAction` (one transaction with its audit row).
//
// Reasons: writing or editing a post and e-mailing an answer ask for none (their audit rows have reason ''):
// what was written is its own record, kept on the post or the message. Deleting a post and marking a message
// answered without an e-mail remove or close something without leaving words of their own, so they ask why.
import type {
  AdminAccountRef,
  AdminContactMessageDto,
  AdminNewsPostDto,
  AdminMessageStatus,
  AdminPage,
} from '@playwords/common';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/http-errors';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../policies/policies';
import {
  answerMessage,
  findContactMessage,
  listContactMessages,
  markAnswered,
  type ContactMessageView,
} from '../messages/service';
import {
  createPost,
  deletePost,
  findPost,
  listPosts,
  updatePost,
  type InTransaction,
  type NewsPostRow,
  type NewsPostView,
  type PostEdit,
} from '../news/service';
import { operatorAction, withAudit, type AuditFacts } from './service';

type MediaUrl = (key: string) => string;

export function presentAdminPost({ post, likes, dislikes }: NewsPostView, mediaUrl: MediaUrl): AdminNewsPostDto {
  return {
    id: post.id,
    name: post.name,
    text: post.text,
    image: post.imageKey ? mediaUrl(post.imageKey) : null,
    created_on: post.createdOn.toISOString(),
    updated_at: post.updatedAt?.toISOString() ?? null,
    likes,
    dislikes,
  };
}

/** The console's news list: every post, newest first, with its likes and dislikes. */
export async function listAdminPosts(
  db: Db,
  page: { limit: number; offset: number },
  mediaUrl: MediaUrl,
): Promise<AdminPage<AdminNewsPostDto>> {
  const { views, count } = await listPosts(db, page);
  return { count, results: views.map((view) => presentAdminPost(view, mediaUrl)) };
}

/** One post as the console shows it (unknown: 404). */
export async function getAdminPost(db: Db, id: number, mediaUrl: MediaUrl): Promise<AdminNewsPostDto> {
  const view = await findPost(db, id);
  if (!view) throw notFound();
  return presentAdminPost(view, mediaUrl);
}

/** What a console action needs besides its input. */
export interface ContentContext {
  db: Db;
  storage: Storage;
  operator: Actor;
  now: Date;
}

/**
 * The news service's transaction as one of `operatorAction`'s: the row's change and its audit row commit together;
 * `audit` adds what the change taught (the new post's id, its name).
 */
function auditedTransaction(
  ctx: ContentContext,
  facts: AuditFacts,
  audit: (row: NewsPostRow) => Partial<AuditFacts>,
): InTransaction {
  return (write) =>
    operatorAction(ctx.db, ctx.operator, facts, ctx.now, async (tx) => {
      const row = await write(tx);
      return withAudit(row, audit(row));
    });
}

const newsFacts = (action: string, targetId: number | string, reason = ''): AuditFacts => ({
  action,
  targetType: 'news',
  targetId,
  reason,
});

/** A new post (name and text checked by the news module; the picture through the upload pipeline). */
export function createAdminPost(ctx: ContentContext, input: PostEdit): Promise<NewsPostRow> {
  return createPost(
    ctx.db,
    ctx.storage,
    { name: input.name, text: input.text, image: input.image },
    ctx.now,
    auditedTransaction(ctx, newsFacts('news.create', ''), (row) => ({
      targetId: row.id,
      details: { name: row.name, picture: row.imageKey !== null },
    })),
  );
}

/** An edit: name, text, and the picture kept, replaced or removed (as the audit row says). */
export function updateAdminPost(ctx: ContentContext, id: number, edit: PostEdit): Promise<NewsPostRow> {
  const picture = edit.image ? 'replaced' : edit.removeImage ? 'removed' : 'kept';
  return updatePost(
    ctx.db,
    ctx.storage,
    id,
    edit,
    ctx.now,
    auditedTransaction(ctx, newsFacts('news.update', id), (row) => ({ details: { name: row.name, picture } })),
  );
}

/** Deletes a post with its votes and picture; unknown: 404 (and no audit row). */
export async function deleteAdminPost(ctx: ContentContext, id: number, reason: string): Promise<void> {
  const inTransaction: InTransaction<NewsPostRow | undefined> = (write) =>
    operatorAction(ctx.db, ctx.operator, newsFacts('news.delete', id, reason), ctx.now, async (tx) => {
      const row = await write(tx);
      // No such post: 404, and no audit row (nothing was done).
      if (!row) throw notFound();
      return withAudit<NewsPostRow | undefined>(row, {
        details: { name: row.name, picture: row.imageKey !== null },
      });
    });
  await deletePost(ctx.db, ctx.storage, id, inTransaction);
}

// ---------------------------------------------------------------------------------------------------------------
// Contact messages

const ref = (account: { id: number; username: string } | null): AdminAccountRef | null =>
  account ? { id: account.id, username: account.username } : null;

export function presentAdminMessage(view: ContactMessageView): AdminContactMessageDto {
  const { message } = view;
  return {
    id: message.id,
    contact_way: message.email,
    can_email: view.canEmail,
    subject: message.subject,
    body: message.body,
    sender: ref(view.sender),
    created_at: message.createdAt.toISOString(),
    answered_at: message.answeredAt?.toISOString() ?? null,
    answer: message.answer,
    answered_by: ref(view.answeredBy),
  };
}

export async function listAdminMessages(
  db: Db,
  status: AdminMessageStatus,
  page: { limit: number; offset: number },
): Promise<AdminPage<AdminContactMessageDto>> {
  const { views, count } = await listContactMessages(db, status, page);
  return { count, results: views.map(presentAdminMessage) };
}

export async function getAdminMessage(db: Db, id: number): Promise<AdminContactMessageDto> {
  const view = await findContactMessage(db, id);
  if (!view) throw notFound();
  return presentAdminMessage(view);
}

/** E-mails the answer through the outbox and marks the message answered, with the audit row, in one transaction. */
export async function answerAdminMessage(
  ctx: Omit<ContentContext, 'storage'> & { supportEmail: string },
  id: number,
  answer: { text: string; subject?: string },
): Promise<AdminContactMessageDto> {
  await operatorAction(
    ctx.db,
    ctx.operator,
    { action: 'message.answer', targetType: 'message', targetId: id, reason: '' },
    ctx.now,
    async (tx) => {
      const row = await answerMessage(tx, id, answer, {
        now: ctx.now,
        operatorId: ctx.operator.id,
        supportEmail: ctx.supportEmail,
      });
      // The answer itself is on the message; the row says it went by e-mail, and how long it was.
      return withAudit(row, { details: { emailed: true, characters: [...answer.text].length } });
    },
  );
  return getAdminMessage(ctx.db, id);
}

/** Marks a message answered without an e-mail (answered another way), with why, in one transaction. */
export async function markAdminMessageAnswered(
  ctx: Omit<ContentContext, 'storage'>,
  id: number,
  reason: string,
): Promise<AdminContactMessageDto> {
  await operatorAction(
    ctx.db,
    ctx.operator,
    { action: 'message.mark_answered', targetType: 'message', targetId: id, reason, details: { emailed: false } },
    ctx.now,
    (tx) => markAnswered(tx, id, { now: ctx.now, operatorId: ctx.operator.id }),
  );
  return getAdminMessage(ctx.db, id);
}
