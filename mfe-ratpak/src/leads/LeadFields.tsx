import { leadConsentText } from '@gbc/contracts/ratpak';
import { Button, Grid, Stack, theme } from '@gbc/ui';
import { Checkbox, Select, type SelectOption, TextArea, TextField } from '@gbc/ui/controls';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

// Disables every field and the button together while sending (spec 2 §4: inputs disabled).
const Fields = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** One field of a lead form, as its content module lists them (in the form's order). */
export type LeadFieldSpec =
  | {
      name: string;
      kind: 'text' | 'email' | 'tel' | 'number';
      label: string;
      required?: boolean;
      autoComplete?: string;
    }
  | { name: string; kind: 'select'; label: string; options: readonly SelectOption[]; placeholder: string }
  | { name: string; kind: 'textarea'; label: string };

/** A field's props: its name alone in the placeholder, the form library's (with its message) when live. */
export type LeadFieldProps = (
  name: string,
) => { name: string; error?: string | undefined } & Record<string, unknown>;

export interface LeadFieldsProps {
  /** Names the form for assistive technology. */
  label: string;
  fields: readonly LeadFieldSpec[];
  formProps: ComponentPropsWithRef<'form'>;
  field: LeadFieldProps;
  submitting: boolean;
  submitLabel: string;
  /** 'Submitting...' or 'Setting up trial...' (spec 2 §4). */
  submittingLabel: string;
  outcome?: ReactNode;
}

function LeadField({ spec, props }: { spec: LeadFieldSpec; props: ReturnType<LeadFieldProps> }) {
  switch (spec.kind) {
    case 'select':
      return (
        <Select label={spec.label} options={[...spec.options]} placeholder={spec.placeholder} {...props} />
      );
    case 'textarea':
      return <TextArea label={spec.label} rows={4} {...props} />;
    default:
      return (
        <TextField
          label={spec.required ? `${spec.label} *` : spec.label}
          type={spec.kind}
          autoComplete={spec.autoComplete}
          aria-required={spec.required ? 'true' : undefined}
          {...(spec.kind === 'number' ? { min: 0, step: 1, inputMode: 'numeric' as const } : {})}
          {...props}
        />
      );
  }
}

/**
 * A lead form's markup, the same in the server-rendered placeholder and in the live form: its fields
 * two to a row (text areas full width), then the consent box with the text stored as its proof.
 */
export function LeadFields({
  label,
  fields,
  formProps,
  field,
  submitting,
  submitLabel,
  submittingLabel,
  outcome,
}: LeadFieldsProps) {
  const boxes = fields.filter((spec) => spec.kind !== 'textarea');
  const areas = fields.filter((spec) => spec.kind === 'textarea');
  return (
    <Form {...formProps} noValidate aria-label={label}>
      <Fields disabled={submitting}>
        <Stack gap="md">
          <Grid columns={{ base: 1, md: 2 }} gap="md">
            {boxes.map((spec) => (
              <LeadField key={spec.name} spec={spec} props={field(spec.name)} />
            ))}
          </Grid>
          {areas.map((spec) => (
            <LeadField key={spec.name} spec={spec} props={field(spec.name)} />
          ))}
          <Checkbox label={`${leadConsentText} *`} {...field('consent')} />
          <Stack direction="row">
            <Button type="submit">{submitting ? submittingLabel : submitLabel}</Button>
          </Stack>
        </Stack>
      </Fields>
      {outcome}
    </Form>
  );
}
