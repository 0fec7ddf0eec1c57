import classes from './full-screen-loading.module.css';

/** The full-screen 'LOADING...' shown while a session is restored or a game starts (core §2). */
export function FullScreenLoading() {
  return (
    <div className={classes.screen} role="status" aria-live="polite">
      <span className={classes.text}>LOADING...</span>
    </div>
  );
}
