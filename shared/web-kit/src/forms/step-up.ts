import { identityApi, type SessionResponse } from '@gbc/contracts/identity';
import { useState } from 'react';
import { useApiMutation } from '../api-mutation.js';
import { useSession } from '../session.js';

const sessionSchema = async () => (await import('@gbc/contracts/identity')).sessionResponseSchema;

/**
 * Step-up for sensitive changes: when a service answers `MFA_REQUIRED` (an account with an
 * authenticator app, signed in without a code in this session), the form asks for a code and raises
 * the session to aal2 with it; the change is then sent again.
 */
export function useStepUp() {
  const session = useSession();
  const verify = useApiMutation<{ code: string }, SessionResponse>({
    method: 'POST',
    path: identityApi.mfaVerify,
    schema: sessionSchema,
    accessToken: session.accessToken,
    errorContext: 'step-up code',
  });
  const [code, setCode] = useState('');
  return {
    code,
    setCode,
    /** Raises this session with the typed code; the caller retries once the new session is rendered. */
    async raise() {
      session.signIn(await verify.mutateAsync({ code: code.trim() }));
      setCode('');
    },
    raised: session.aal === 'aal2',
  };
}
