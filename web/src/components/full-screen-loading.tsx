import { use } from 'react';
import { LoadingTexts } from './loading-texts';
import classes from './full-screen-loading.module.css';

/** The full-screen 'LOADING...' shown while a session is restored or a game starts (core §2). */
export function FullScreenLoading() {
  const texts = use(LoadingTexts);
  return (
    <div className={classes.screen} role="status" aria-live="polite">
      <span className={classes.text}>{texts.screen}</span>
    </div>
  );
}
