import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { ErrorText, Hint } from './field-parts.js';
import { focusRing } from './focus-ring.js';
import { theme } from './theme.js';

export interface RadioOption<V extends string | number = string> {
  value: V;
  label: string;
}

export interface RadioGroupProps<V extends string | number = string> {
  /** The question; the group's accessible name (a fieldset legend). */
  legend: ReactNode;
  /** Shared by the group's inputs: the browser moves between them with the arrow keys. */
  name: string;
  options: readonly RadioOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** `row` lays the options out side by side (rating scales), wrapping on narrow screens. */
  direction?: 'row' | 'column';
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space.xs};
  font-weight: 600;
  font-size: ${theme.fontSizes.md};
`;

const Options = styled.div<{ $direction: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
`;

const OptionLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  cursor: pointer;
  font-size: ${theme.fontSizes.sm};
`;

const Radio = styled.input`
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${theme.colors.primary};
  cursor: pointer;
  ${focusRing}
`;

/**
 * A labelled group of native radio buttons: Tab enters the group at the chosen option, the arrow
 * keys move and choose, as every browser does for inputs sharing a name. Hint and error are read
 * with the group.
 */
export function RadioGroup<V extends string | number = string>({
  legend,
  name,
  options,
  value,
  onChange,
  required,
  hint,
  error,
  direction = 'column',
}: RadioGroupProps<V>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      role="radiogroup"
    >
      <Legend>{legend}</Legend>
      <Options $direction={direction}>
        {options.map((option) => (
          <OptionLabel key={String(option.value)}>
            <Radio
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </OptionLabel>
        ))}
      </Options>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
