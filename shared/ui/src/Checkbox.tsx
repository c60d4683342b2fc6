import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { type FieldProps, FormField, splitFieldProps } from './field-parts.js';
import { focusRing } from './focus-ring.js';
import { theme } from './theme.js';

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>,
    FieldProps {}

const Box = styled.input`
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${theme.colors.primary};
  cursor: pointer;

  &[aria-invalid='true'] {
    outline: 2px solid ${theme.colors.danger};
    outline-offset: 1px;
  }

  ${focusRing}
`;

/** A labelled checkbox with the label beside it, plus hint and error text underneath. */
export function Checkbox(props: CheckboxProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField {...field} layout="inline">
      {(wiring) => <Box type="checkbox" {...control} {...wiring} />}
    </FormField>
  );
}
