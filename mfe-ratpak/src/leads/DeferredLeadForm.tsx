import type { DeferredFormLiveProps } from '@gbc/web-kit/deferred-form';
import { DeferredForm } from '@gbc/web-kit/deferred-form';
import type { ComponentType } from 'react';
import { type LeadFieldSpec, LeadFields } from './LeadFields.js';

interface DeferredLeadFormProps {
  /** The form's own chunk: `() => import('./LaserLeadForm.js')`. */
  load: () => Promise<{ default: ComponentType<DeferredFormLiveProps> }>;
  label: string;
  fields: readonly LeadFieldSpec[];
  submitLabel: string;
  submittingLabel: string;
}

/**
 * A lead form as the page renders it: the fields without the form library (server HTML and first
 * load), the live form loaded on the first focus, press or keystroke, keeping what was typed.
 */
export function DeferredLeadForm({
  load,
  label,
  fields,
  submitLabel,
  submittingLabel,
}: DeferredLeadFormProps) {
  return (
    <DeferredForm<object>
      load={load}
      props={{}}
      placeholder={({ formProps, submitting }) => (
        <LeadFields
          label={label}
          fields={fields}
          formProps={formProps}
          field={(name) => ({ name })}
          submitting={submitting}
          submitLabel={submitLabel}
          submittingLabel={submittingLabel}
        />
      )}
    />
  );
}
