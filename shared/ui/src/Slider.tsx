import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { type FieldProps, FormField, splitFieldProps } from './field-parts.js';
import { focusRing } from './focus-ring.js';
import { notReadyStyles, useReadyAfterHydration } from './hydration.js';
import { theme } from './theme.js';

export interface SliderProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'value' | 'min' | 'max'>,
    FieldProps {
  value: number;
  min: number;
  max: number;
  /** The value as people read it ("10 miles"): shown beside the slider and announced while it moves. */
  valueText: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
`;

const Range = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  margin: 0;
  accent-color: ${theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }

  ${focusRing}
  ${notReadyStyles}
`;

// A fixed minimum width, so the row does not shift as the shown value grows or shrinks.
const Value = styled.output`
  min-width: 7ch;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

/**
 * A labelled range slider with its value shown beside it. It only works with JavaScript, so until the
 * page is hydrated it is disabled with the not-ready cue (the server renders it at its value).
 */
export function Slider(props: SliderProps) {
  const { field, control } = splitFieldProps(props);
  const { valueText, disabled, ...range } = control;
  const ready = useReadyAfterHydration(disabled);
  return (
    <FormField {...field}>
      {(wiring) => (
        <Row>
          <Range type="range" aria-valuetext={valueText} {...range} {...ready} {...wiring} />
          <Value htmlFor={wiring.id} aria-hidden="true">
            {valueText}
          </Value>
        </Row>
      )}
    </FormField>
  );
}
