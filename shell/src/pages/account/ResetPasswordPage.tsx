import {
  emailOnlyRequestSchema,
  identityApi,
  identityMessages,
  resetPasswordRequestSchema,
  sessionResponseSchema,
} from '@gbc/contracts/identity';
import { pathTo, routeMeta } from '@gbc/site-map';
import { Button, Text, TextField } from '@gbc/ui';
import { apiSend, useSession } from '@gbc/web-kit';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountForm, AccountPageFrame, useContractForm } from './form-support.js';

const heading = routeMeta('/reset-password').heading;

/** `/reset-password`: asks for a link by e-mail, or, opened from that link, for the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useSession();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);

  const requestForm = useContractForm(emailOnlyRequestSchema, { email: '' }, async (body) => {
    await apiSend('POST', identityApi.forgotPassword, body);
    setSent(true);
  });
  const resetForm = useContractForm(
    resetPasswordRequestSchema,
    { token: token ?? '', password: '' },
    async (body) => {
      session.signIn(
        await apiSend('POST', identityApi.resetPassword, body, { schema: sessionResponseSchema }),
      );
      navigate(pathTo('/account'), { replace: true });
    },
  );

  if (token) {
    return (
      <AccountPageFrame heading={heading}>
        <AccountForm label="Choose a new password" onSubmit={resetForm.onSubmit} failure={resetForm.failure}>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="Every other device will be signed out."
            {...resetForm.field('password')}
            error={resetForm.errorOf('password') ?? resetForm.errorOf('token')}
          />
          <Button type="submit" disabled={resetForm.submitting}>
            Set new password
          </Button>
        </AccountForm>
      </AccountPageFrame>
    );
  }
  return (
    <AccountPageFrame heading={heading}>
      {sent ? (
        <Text role="status">{identityMessages.checkEmail}</Text>
      ) : (
        <AccountForm
          label="Reset your password"
          onSubmit={requestForm.onSubmit}
          failure={requestForm.failure}
        >
          <TextField
            label="Email address"
            type="email"
            autoComplete="email"
            {...requestForm.field('email')}
          />
          <Button type="submit" disabled={requestForm.submitting}>
            Email me a reset link
          </Button>
        </AccountForm>
      )}
    </AccountPageFrame>
  );
}
