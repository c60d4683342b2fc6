import { identityApi, identityMessages, redeemLinkResponseSchema } from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { ButtonLink, Text } from '@gbc/ui';
import { ApiError, apiSend, logError, useSession } from '@gbc/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountPageFrame } from './form-support.js';

const heading = routeMeta('/verify').heading;

/** `/verify?token=`: redeems a verification, sign-in or e-mail-change link once, then opens the account. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // A link works once: StrictMode's second effect run must not spend it again.
  const redeemed = useRef(false);

  useEffect(() => {
    if (redeemed.current) return;
    redeemed.current = true;
    apiSend('POST', identityApi.redeemLink, { token }, { schema: redeemLinkResponseSchema }).then(
      (answer) => {
        session.signIn(answer.session);
        navigate(pathTo('/account'), { replace: true });
      },
      (error: unknown) => {
        logError('redeem link', error);
        setFailure(
          error instanceof ApiError && error.status === 400
            ? identityMessages.tokenInvalid
            : (error as Error).message,
        );
      },
    );
  }, [token, session, navigate]);

  return (
    <AccountPageFrame heading={heading}>
      {failure ? (
        <>
          <Text role="alert">{failure}</Text>
          <ButtonLink to={pathTo('/sign-in')}>Go to sign in</ButtonLink>
        </>
      ) : (
        <Text role="status">Checking your link...</Text>
      )}
    </AccountPageFrame>
  );
}
