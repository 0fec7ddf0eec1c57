// The console's content section (`/admin/content`, `/api/admin/news/…`, `/api/admin/messages/…`): the news posts
// the operator writes and the contact messages she answers. Types and texts; the schemas are in
// admin-content-requests.ts.

/** A news post as the console lists it: the public post's fields and when it was last edited. */
export interface AdminNewsPostDto {
  id: number;
  name: string;
  /** Plain text as written (paragraphs are blank lines; links are found when shown). */
  text: string;
  /** The picture's URL, or null. */
  image: string | null;
  created_on: string;
  /** The last edit from the console; null when never edited. */
  updated_at: string | null;
  likes: number;
  dislikes: number;
}

/** Which contact messages the console lists. */
export const ADMIN_MESSAGE_STATUSES = ['open', 'answered', 'all'] as const;
export type AdminMessageStatus = (typeof ADMIN_MESSAGE_STATUSES)[number];

/** Someone as the console names her. */
export interface AdminAccountRef {
  id: number;
  username: string;
}

/** A contact message as the console shows it. */
export interface AdminContactMessageDto {
  id: number;
  /** The contact way the sender gave (an address, a WeChat id, a phone number…). */
  contact_way: string;
  /** Whether the contact way is an e-mail address the answer can go to. */
  can_email: boolean;
  subject: string;
  body: string;
  /** The teacher who was signed in when she wrote (null: a visitor, or an account deleted since). */
  sender: AdminAccountRef | null;
  created_at: string;
  /** null while open. */
  answered_at: string | null;
  /** The answer e-mailed from the console; null when open, or marked answered without an e-mail. */
  answer: string | null;
  answered_by: AdminAccountRef | null;
}

/** Longest answer to a contact message, in characters. */
export const ADMIN_ANSWER_MAX = 10_000;
/** Longest subject of an answer (the e-mail's subject line). */
export const ADMIN_ANSWER_SUBJECT_MAX = 150;

/** The server's refusals in this section. */
export const AdminContentMessage = {
  answerRequired: 'Write an answer.',
  answerTooLong: `An answer can have at most ${ADMIN_ANSWER_MAX} characters.`,
  subjectTooLong: `A subject can have at most ${ADMIN_ANSWER_SUBJECT_MAX} characters.`,
  notAnEmail: 'The contact way is not an email address: answer it another way, then mark the message answered.',
  alreadyAnswered: 'This message has already been answered.',
  imageNotAFile: 'Send the picture as a file.',
} as const;

/** The content section's texts (the browser tests find things by these). */
export const AdminContentText = {
  newsTab: 'News',
  messagesTab: 'Messages',

  newPost: 'New post',
  editPost: 'Edit post',
  titleLabel: 'Title',
  textLabel: 'Text',
  textDescription: 'Plain text: a blank line starts a new paragraph; http(s) links become links.',
  pictureLabel: 'Picture',
  pictureDescription: 'Optional: a PNG, JPEG, GIF or WebP image.',
  removePicture: 'Remove picture',
  publish: 'Publish',
  save: 'Save changes',
  cancel: 'Cancel',
  preview: 'Preview',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: (name: string) => `Delete the post '${name}'?`,
  deleteDetail: 'Its picture and its likes and dislikes go with it.',
  noPosts: 'No news posts yet.',
  postsLoading: 'Loading posts',
  published: 'Published.',
  saved: 'Saved.',
  deleted: 'Deleted.',
  edited: 'edited',

  statusLabel: 'Show',
  open: 'Open',
  answered: 'Answered',
  all: 'All',
  noMessages: 'No messages here.',
  messagesLoading: 'Loading messages',
  answerLabel: 'Your answer',
  subjectLabel: 'Subject',
  sendAnswer: 'Send answer',
  markAnswered: 'Mark answered',
  markAnsweredTitle: 'Mark this message answered without an email?',
  answerSent: 'Answer sent.',
  markedAnswered: 'Marked answered.',
  notAnEmailHint: 'The contact way is not an email address: answer there, then mark the message answered.',
  markedWithoutEmail: 'Marked answered without an email.',
  from: 'From',
  visitor: 'a visitor',
} as const;
