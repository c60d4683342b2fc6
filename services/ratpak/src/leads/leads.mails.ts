import { brand } from '@gbc/brand';
import {
  cropTypeLabels,
  type LaserDelightLead,
  type LeadKind,
  laserBudgetLabels,
  laserCurrentMethodLabels,
  laserRoleLabels,
  leadTimelineLabels,
  type SoilWhispererLead,
  soilBudgetLabels,
  soilCurrentMethodLabels,
  soilRoleLabels,
} from '@gbc/contracts/ratpak';
import type { OutgoingMail } from '@gbc/service-kit';

export const leadAcknowledgementTemplate = 'ratpak-lead-acknowledgement';
export const leadNotificationTemplate = 'ratpak-lead-notification';

/** A lead as the service received it, with the form it came from. */
export type ReceivedLead =
  | { kind: 'laser-delight'; lead: LaserDelightLead }
  | { kind: 'soil-whisperer'; lead: SoilWhispererLead };

const formNames: Record<LeadKind, string> = {
  'laser-delight': 'Laser Delight demo request',
  'soil-whisperer': 'Soil Whisperer free trial request',
};

const acknowledgements: Record<LeadKind, { subject: string; lines: string[] }> = {
  'laser-delight': {
    subject: 'Your RATPAK Laser Delight demo request',
    lines: [
      'Thank you for requesting a RATPAK Laser Delight demo. Our team will contact you within 24 hours',
      'to schedule it.',
    ],
  },
  'soil-whisperer': {
    subject: 'Your RATPAK Soil Whisperer free trial request',
    lines: [
      'Thank you for requesting a RATPAK Soil Whisperer free trial. Our team will start your trial setup',
      'within 24 hours and contact you at this address.',
    ],
  },
};

/**
 * The visitor's acknowledgement: our own fixed words only (the form accepts any address, so nothing
 * typed into it may reach that inbox through us).
 */
export function leadAcknowledgementMail(to: string, kind: LeadKind): OutgoingMail {
  const { subject, lines } = acknowledgements[kind];
  const text = [
    'Hello,',
    '',
    ...lines,
    '',
    'If you did not send this request, someone may have entered your address by mistake; you can ignore',
    'this e-mail and we will not contact you again about it.',
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return { to, replyTo: brand.contactEmail, subject, text, template: leadAcknowledgementTemplate };
}

const given = (value: string | number | undefined) => (value === undefined ? '(not given)' : String(value));
const labelOf = <K extends string>(labels: Record<K, string>, value: K | undefined) =>
  value === undefined ? '(not given)' : labels[value];

function answerLines(received: ReceivedLead): string[] {
  if (received.kind === 'laser-delight') {
    const { lead } = received;
    return [
      `Role: ${labelOf(laserRoleLabels, lead.role)}`,
      `Corridor length (miles): ${given(lead.corridorLength)}`,
      `Current method: ${labelOf(laserCurrentMethodLabels, lead.currentMethod)}`,
      `Annual budget: ${labelOf(laserBudgetLabels, lead.annualBudget)}`,
      `Timeline: ${labelOf(leadTimelineLabels, lead.timeline)}`,
      '',
      'Challenges:',
      given(lead.challenges),
    ];
  }
  const { lead } = received;
  return [
    `Role: ${labelOf(soilRoleLabels, lead.role)}`,
    `Acreage: ${given(lead.acreage)}`,
    `Crop type: ${labelOf(cropTypeLabels, lead.cropType)}`,
    `Current method: ${labelOf(soilCurrentMethodLabels, lead.currentMethod)}`,
    `Budget: ${labelOf(soilBudgetLabels, lead.budget)}`,
    `Timeline: ${labelOf(leadTimelineLabels, lead.timeline)}`,
    '',
    'Goals:',
    given(lead.goals),
  ];
}

/**
 * The sales team's copy of a lead, replies going to the visitor. Name and company are single lines
 * (the schema refuses line breaks), so they cannot reshape the subject.
 */
export function leadNotificationMail(inbox: string, received: ReceivedLead): OutgoingMail {
  const { lead } = received;
  const text = [
    `A ${formNames[received.kind]} from the ${brand.name} website.`,
    '',
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Company: ${lead.company}`,
    `Phone: ${given(lead.phone)}`,
    ...answerLines(received),
    '',
    'The visitor consented to data processing; the proof is stored with the lead.',
    'Reply to this e-mail to answer the visitor.',
  ].join('\n');
  return {
    to: inbox,
    replyTo: lead.email,
    subject: `${formNames[received.kind]}: ${lead.company} (${lead.name})`,
    text,
    template: leadNotificationTemplate,
  };
}
