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

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'>, FieldProps {}

const Area = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

/** A labelled multi-line input with hint and error text. */
export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, describedBy, Boolean(hint), Boolean(error));
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={ids.controlId}>{label}</Label>
      <Area
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldWrapper>
  );
}
