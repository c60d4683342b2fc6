import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import {
  controlStyles,
  FieldMessages,
  type FieldProps,
  FieldWrapper,
  Label,
  useFieldIds,
} from './field-parts.js';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'>, FieldProps {}

const Input = styled.input`
  ${controlStyles}
`;

/** A labelled single-line input with hint and error text. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, describedBy, Boolean(hint), Boolean(error));
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={ids.controlId}>{label}</Label>
      <Input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldWrapper>
  );
}
