import { Button, Text } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { trimmedOrUndefined } from '@gbc/web-kit/forms';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

interface SecondFactorForm<Input extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Input, unknown, Output>;
  errorOf(name: Path<Input>): string | undefined;
}

/**
 * A 6-digit code from the authenticator app, or, for someone without their phone, one of the
 * recovery codes: the `code` / `recoveryCode` pair the contract's schemas take exactly one of.
 */
export function SecondFactorFields<
  Input extends { code?: string; recoveryCode?: string },
  Output extends FieldValues,
>({ contractForm }: { contractForm: SecondFactorForm<Input, Output> }) {
  const [recovery, setRecovery] = useState(false);
  const { form, errorOf } = contractForm;
  const code = 'code' as Path<Input>;
  const recoveryCode = 'recoveryCode' as Path<Input>;
  const switchTo = (useRecovery: boolean) => {
    // Only the field in view is sent: the schema refuses both at once.
    form.unregister(useRecovery ? code : recoveryCode);
    form.clearErrors();
    setRecovery(useRecovery);
  };
  return (
    <>
      {recovery ? (
        <TextField
          key="recovery"
          label="Recovery code"
          autoComplete="off"
          spellCheck={false}
          {...form.register(recoveryCode, trimmedOrUndefined)}
          error={errorOf(recoveryCode) ?? errorOf(code)}
        />
      ) : (
        <TextField
          key="code"
          label="6-digit code from your authenticator app"
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.register(code, trimmedOrUndefined)}
          error={errorOf(code)}
        />
      )}
      <Text size="sm">
        <Button type="button" variant="ghost" size="sm" onClick={() => switchTo(!recovery)}>
          {recovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
        </Button>
      </Text>
    </>
  );
}
