import {
  type LaserDelightLeadInput,
  laserDelightLeadSchema,
  leadMessages,
  ratpakApi,
} from '@gbc/contracts/ratpak';
import type { DeferredFormLiveProps } from '@gbc/web-kit/deferred-form';
import { LeadForm } from '../leads/LeadForm.js';
import { laserLeadForm } from './content/laser-delight.js';

const emptyLead: LaserDelightLeadInput = {
  name: '',
  email: '',
  company: '',
  role: '',
  phone: '',
  corridorLength: '',
  currentMethod: '',
  annualBudget: '',
  timeline: '',
  challenges: '',
  consent: false as true,
};

/** The Laser Delight demo request's live half: its own chunk with the form library and the schema. */
export default function LaserLeadForm({ initialValues }: DeferredFormLiveProps) {
  return (
    <LeadForm
      schema={laserDelightLeadSchema}
      emptyValues={emptyLead}
      initialValues={initialValues}
      path={ratpakApi.leads.laserDelight}
      label={laserLeadForm.label}
      fields={laserLeadForm.fields}
      submitLabel={laserLeadForm.submit}
      submittingLabel={leadMessages.submitting}
      errorContext="laser delight lead form"
    />
  );
}
