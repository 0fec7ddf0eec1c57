import { useEffect, useState } from 'react';
import { forgetRememberMe, useRestoreSession } from '../../lib/session';
import { sendFailureDetails } from './account-steps';
import { useSignOutInPlace } from './use-sign-out-in-place';

/** The steps of a code flow; `N` names the step that uses the code (the new address or password). */
export type CodeFlowStep<N extends string> = 'confirm' | 'code' | N | 'done' | 'error';

/**
 * The state of a code flow (accounts §2, §4, §8): (1) confirm, which sends a code; (2) the code; (3) `next`, what
 * the code allows; (4) done, where the user is signed out in place; (5) 'Oh no!' when the code could not be sent.
 * Only the first step asks who is signed in, and only when `restore` allows it: once signed out, the cleared user
 * must not be fetched again. A failed restore drops the remember-me flag.
 */
export function useCodeFlow<N extends string>(next: N, restore = true) {
  const [step, setStep] = useState<CodeFlowStep<N>>('confirm');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [failureDetails, setFailureDetails] = useState<string[]>([]);
  const signOutInPlace = useSignOutInPlace();
  const me = useRestoreSession(step === 'confirm' && restore);

  useEffect(() => {
    if (me.isError) forgetRememberMe();
  }, [me.isError]);

  useEffect(() => {
    // The last step ends the session here too (a new password ends every session on the server's side).
    if (step === 'done') void signOutInPlace();
  }, [step, signOutInPlace]);

  return {
    step,
    name,
    code,
    failureDetails,
    me,
    /** The code went to the account of `sentTo`. */
    sent(sentTo: string) {
      setName(sentTo);
      setStep('code');
    },
    /** The code could not be sent. */
    failed(error: unknown) {
      setFailureDetails(sendFailureDetails(error));
      setStep('error');
    },
    /** The server accepted the code. */
    codeValid(valid: string) {
      setCode(valid);
      setStep(next);
    },
    done() {
      setStep('done');
    },
  };
}
