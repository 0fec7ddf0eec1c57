import { paragraphsOf } from '../lib/post-text';
import classes from './post-text.module.css';

/**
 * A news post's text as the News page shows it (and the console's preview of it): paragraphs, its line breaks, and
 * http(s) addresses as links opening in a new tab; plain text, never markup.
 */
export function PostText({ text }: { text: string }) {
  return (
    <div className={classes.text}>
      {paragraphsOf(text).map((lines, p) => (
        <p key={p}>
          {lines.map((segments, l) => (
            <span key={l}>
              {l > 0 && <br />}
              {segments.map((segment, s) =>
                segment.kind === 'link' ? (
                  <a key={s} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
                    {segment.text}
                  </a>
                ) : (
                  <span key={s}>{segment.text}</span>
                ),
              )}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
