import { describe, expect, it } from 'vitest';
import { answerMail, answerSubject } from './answers';
import type { ContactMessageRow } from './repository';

// The fixed texts around the operator's answer are in the language of the teacher who wrote (her account's, when
// she was signed in); the answer and her message stay as they were written.

describe("the operator's answer to a contact message", () => {
  const message = {
    id: 7,
    subject: 'Games',
    body: 'Hello',
    createdAt: new Date('2026-01-15T10:00:00.000Z'),
  } as ContactMessageRow;

  it("is framed in the language of the teacher who wrote it (the operator's words stay as written)", () => {
    const mail = answerMail(message, 'lee@school.example', { text: 'Thank you!' }, 'help@school.example', 'zh-CN');
    expect(mail.subject).toBe('回复：Games');
    expect(mail.text).toBe(
      [
        'Thank you!',
        '',
        '--',
        'PlayWords 客服（help@school.example）',
        '',
        '您在 2026-01-15 就“Games”给我们留言：',
        '',
        '> Hello',
        '',
      ].join('\n'),
    );
    expect(answerSubject(message, ' ', 'zh-CN')).toBe('回复：您发给 PlayWords 的留言');
  });

  it('stays English for English', () => {
    const mail = answerMail(message, 'lee@school.example', { text: 'Thank you!' }, 'help@school.example');
    expect(mail.subject).toBe('Re: Games');
    expect(mail.text).toContain(
      'PlayWords support (help@school.example)\n\nOn 2026-01-15 you wrote to us about "Games":',
    );
  });
});
