import {
  leadMessages,
  ratpakApi,
  type SoilWhispererLeadInput,
  soilWhispererLeadSchema,
} from '@gbc/contracts/ratpak';
import type { DeferredFormLiveProps } from '@gbc/web-kit/deferred-form';
import { LeadForm } from '../leads/LeadForm.js';
import { soilLeadForm } from './content/soil-whisperer.js';

const emptyLead: SoilWhispererLeadInput = {
  name: '',
  email: '',
  company: '',
  role: '',
  phone: '',
  acreage: '',
  cropType: '',
  currentMethod: '',
  budget: '',
  timeline: '',
  goals: '',
  consent: false as true,
};

/** The Soil Whisperer trial request's live half: its own chunk with the form library and the schema. */
export default function SoilLeadForm({ initialValues }: DeferredFormLiveProps) {
  return (
    <LeadForm
      schema={soilWhispererLeadSchema}
      emptyValues={emptyLead}
      initialValues={initialValues}
      path={ratpakApi.leads.soilWhisperer}
      label={soilLeadForm.label}
      fields={soilLeadForm.fields}
      submitLabel={soilLeadForm.submit}
      submittingLabel={leadMessages.settingUpTrial}
      errorContext="soil whisperer lead form"
    />
  );
}
