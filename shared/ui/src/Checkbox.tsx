import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { FieldMessages, type FieldProps, FieldWrapper, useFieldIds } from './field-parts.js';
import { focusRing } from './focus-ring.js';
import { theme } from './theme.js';

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'>,
    FieldProps {}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
`;

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

const InlineLabel = styled.label`
  font-size: ${theme.fontSizes.md};
  color: inherit;
  cursor: pointer;
`;

/** A labelled checkbox with the label beside it, plus hint and error text underneath. */
export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, describedBy, Boolean(hint), Boolean(error));
  return (
    <FieldWrapper className={className}>
      <Row>
        <Box
          type="checkbox"
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <InlineLabel htmlFor={ids.controlId}>{label}</InlineLabel>
      </Row>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldWrapper>
  );
}
