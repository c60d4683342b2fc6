import type { ReactNode } from 'react';
import { useId } from 'react';
import { css, styled } from 'styled-components';
import { focusRing } from './focus-ring.js';
import { mutedTextColor } from './surface.js';
import { theme } from './theme.js';

/** Props every form field shares on top of its native control props. */
export interface FieldProps {
  label: ReactNode;
  /** Validation message; marks the control invalid and is read with it. */
  error?: string;
  /** Help text read with the control. */
  hint?: ReactNode;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie label, hint and error to the control; a caller's own id and aria-describedby are kept. */
export function useFieldIds(
  ownId: string | undefined,
  ownDescribedBy: string | undefined,
  hasHint: boolean,
  hasError: boolean,
): FieldIds {
  const generatedId = useId();
  const controlId = ownId ?? generatedId;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [ownDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
  color: inherit;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${mutedTextColor};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${theme.colors.danger};
`;

/** Border, focus and invalid styles of text inputs, text areas and selects. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.md};
  line-height: 1.5;

  &::placeholder {
    color: ${theme.colors.muted};
  }

  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${theme.colors.danger};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.surfaceMuted};
  }

  ${focusRing}
`;

interface FieldMessagesProps {
  ids: FieldIds;
  hint?: ReactNode;
  error?: string;
}

/** Hint then error under a control; the error is not a live alert, it is read through aria-describedby. */
export function FieldMessages({ ids, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={ids.errorId}>{error}</ErrorText> : null}
    </>
  );
}

/** The aria wiring a control receives from its field. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What a field component takes besides its control's own props, split off by `splitFieldProps`. */
export interface FieldFrameProps extends FieldProps {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}

/** Separates the field's own props (label, hint, error, ids, class) from those meant for the control. */
export function splitFieldProps<P extends FieldFrameProps>(
  props: P,
): { field: FieldFrameProps; control: Omit<P, keyof FieldFrameProps> } {
  const { label, error, hint, id, className, 'aria-describedby': describedBy, ...control } = props;
  return { field: { label, error, hint, id, className, 'aria-describedby': describedBy }, control };
}

interface FormFieldProps extends FieldFrameProps {
  /** `stacked`: label above the control; `inline`: control then label on one row (checkboxes). */
  layout?: 'stacked' | 'inline';
  /** Renders the control with the ids and aria attributes that tie it to the label, hint and error. */
  children: (controlProps: FieldControlProps) => ReactNode;
}

const InlineRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
`;

const InlineLabel = styled.label`
  font-size: ${theme.fontSizes.md};
  color: inherit;
  cursor: pointer;
`;

/** Label, control, hint and error of every form field, with the ids that bind them. */
export function FormField({
  label,
  error,
  hint,
  id,
  className,
  layout = 'stacked',
  children,
  ...aria
}: FormFieldProps) {
  const ids = useFieldIds(id, aria['aria-describedby'], Boolean(hint), Boolean(error));
  const control = children({
    id: ids.controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  });
  return (
    <FieldWrapper className={className}>
      {layout === 'inline' ? (
        <InlineRow>
          {control}
          <InlineLabel htmlFor={ids.controlId}>{label}</InlineLabel>
        </InlineRow>
      ) : (
        <>
          <Label htmlFor={ids.controlId}>{label}</Label>
          {control}
        </>
      )}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldWrapper>
  );
}
