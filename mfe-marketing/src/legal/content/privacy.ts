import { brand } from '@gbc/site-map';
import type { LegalDocument } from './types.js';

export const privacyPolicy: LegalDocument = {
  path: '/privacy',
  intro: `The ${brand.name} (“${brand.abbreviation}”, “we”, “us”) respects your privacy. This policy explains what information we collect when you use our website, take part in our programs or become a member, how we use it, and the choices you have.`,
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: [
        'We collect only the information we need to run the council and to respond to you. Most visitors use this website anonymously.',
      ],
      bullets: [
        'Information you give us: your name, e-mail address, organisation and message when you contact us, join our community, subscribe to our newsletter, submit a story, answer a survey or apply for membership.',
        'Payment information: when you donate or buy a membership, payments are processed by our payment provider; we receive a confirmation and the amount, never your full card details.',
        'Usage information: technical data such as browser type, pages visited and the time of your visit, collected in aggregate to keep the website secure and working well.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Your Information',
      paragraphs: ['We use the information we collect to:'],
      bullets: [
        'answer your enquiries and provide the services you ask for;',
        'send newsletters, event invitations and research updates you have agreed to receive (you can unsubscribe at any time);',
        'manage memberships, donations and program applications;',
        'improve our website, research programs and standards work;',
        'meet our legal and accounting obligations.',
      ],
    },
    {
      id: 'bci-data',
      heading: 'Brain-Computer Interface Data',
      paragraphs: [
        'Neural and physiological data are among the most sensitive information a person can share. This website does not collect any brain-computer interface, neural or biometric data.',
        'Where a council research program or pilot involves such data, it is collected only with explicit, informed and revocable consent, under a separate agreement that explains its purpose, storage and retention. We never sell neural data, never use it for advertising, and apply the neuro-rights principles of mental privacy and cognitive liberty that the council promotes.',
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      paragraphs: [
        'We protect your information with industry-standard measures, including encrypted connections, access limited to the people who need it, and regular reviews of our systems. We keep personal information only as long as we need it for the purposes described here or as the law requires.',
        'No method of transmission or storage is completely secure. If we learn of a breach that affects your information, we will notify you and the relevant authorities as the law requires.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      paragraphs: [
        'To ask a question about this policy, or to access, correct or delete the personal information we hold about you, please contact us:',
      ],
      showsContactDetails: true,
    },
  ],
};
