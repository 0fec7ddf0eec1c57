import { lazy, Suspense, useState } from 'react';
import type { PrintablesDialogProps } from '../features/printables/printables-dialog';

// The dialog and what it loads live with the printables (features/printables), fetched on first use like a page.
const Dialog = lazy(() => import('../features/printables/printables-dialog'));

/**
 * The printables dialog, its chunk (and its catalogue) fetched the first time it opens: a page that offers 'Print'
 * carries only this. Each opening starts from the defaults again (and on the choice asked for).
 */
export function PrintablesDialog(props: PrintablesDialogProps) {
  const [seen, setSeen] = useState({ opened: props.opened, openings: props.opened ? 1 : 0 });
  if (props.opened !== seen.opened) {
    setSeen({ opened: props.opened, openings: seen.openings + (props.opened ? 1 : 0) });
  }
  if (seen.openings === 0) return null;
  return (
    <Suspense fallback={null}>
      <Dialog key={seen.openings} {...props} />
    </Suspense>
  );
}
