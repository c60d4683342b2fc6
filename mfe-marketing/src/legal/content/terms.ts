import { brand } from '@gbc/site-map';
import type { LegalDocument } from './types.js';

export const termsOfService: LegalDocument = {
  path: '/terms',
  intro: `These terms govern your use of the ${brand.name} (“${brand.abbreviation}”) website and of the memberships, programs and resources we offer. Please read them carefully.`,
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By accessing or using this website you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the website. We may update these terms from time to time; the date at the top of this page shows when they last changed, and continued use after a change means you accept it.',
      ],
    },
    {
      id: 'use-licence',
      heading: 'Use Licence',
      paragraphs: [
        `Unless a page says otherwise, you may view, download and share the materials on this website for personal, educational and non-commercial purposes, provided you credit the ${brand.name} and do not alter them. This is a licence, not a transfer of ownership. Under it you may not:`,
      ],
      bullets: [
        'use the materials for commercial purposes without our written permission;',
        'remove copyright or other proprietary notices;',
        'present our standards, frameworks or certifications as your own or imply an endorsement we have not given;',
        'attempt to disrupt, probe or gain unauthorised access to the website or its services.',
      ],
    },
    {
      id: 'membership-terms',
      heading: 'Membership Terms',
      paragraphs: [
        'Memberships give access to the benefits described on the membership page for the period you pay for. You are responsible for keeping your account details accurate and your sign-in credentials confidential.',
        'Membership fees support the council’s non-profit work. Renewal, cancellation and refund conditions are shown at checkout. We may suspend or end a membership that breaches these terms or the council’s code of conduct.',
      ],
    },
    {
      id: 'bci-ethics',
      heading: 'BCI Ethics Commitment',
      paragraphs: [
        'The council exists to promote ethical, equitable and sustainable brain-computer interfaces. Members, partners and program participants agree to respect mental privacy, cognitive liberty and informed consent, to put human and animal welfare first, and not to use council materials, standards or branding to promote practices that conflict with these principles.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      paragraphs: [
        'The materials on this website are provided “as is” for general information. They are not medical, legal, veterinary or investment advice. The vignettes published here are works of fiction. To the extent the law allows, the council makes no warranties about the accuracy or completeness of the materials and is not liable for any loss arising from their use.',
      ],
    },
    {
      id: 'contact-information',
      heading: 'Contact Information',
      paragraphs: ['If you have any questions about these terms, please contact us:'],
      showsContactDetails: true,
    },
  ],
};
