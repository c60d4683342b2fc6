import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { controlStyles, type FieldProps, FormField, splitFieldProps } from './field-parts.js';
import { theme } from './theme.js';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'>, FieldProps {
  options: SelectOption[];
  /** Text of an empty first option (value ""), for selects that start with no choice. */
  placeholder?: string;
}

const ControlBox = styled.div`
  position: relative;

  svg {
    position: absolute;
    top: 50%;
    right: ${theme.space.md};
    transform: translateY(-50%);
    pointer-events: none;
    color: ${theme.colors.muted};
  }
`;

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${theme.space['2xl']};
  cursor: pointer;
`;

/** A labelled native select with hint and error text. */
export function Select(props: SelectProps) {
  const { field, control } = splitFieldProps(props);
  const { options, placeholder, ...native } = control;
  return (
    <FormField {...field}>
      {(wiring) => (
        <ControlBox>
          <NativeSelect {...native} {...wiring}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <ChevronDown aria-hidden="true" size={18} />
        </ControlBox>
      )}
    </FormField>
  );
}
