import { brand, pathTo, type RoutePath, routeMeta, type SitePath } from '@gbc/site-map';

/**
 * Copy of the research report "Effects of AI in Neurodivergent Populations" (October 2025).
 * The spec gives only the title, the date and the three outbound links; the prose is the council's own.
 */

export interface ReportPoint {
  title: string;
  text: string;
}

export interface ReportSection {
  /** Fragment id of the section; the table of contents links to it. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly ReportPoint[];
}

export interface KeyFigure {
  value: string;
  description: string;
}

export interface ReportLink {
  title: string;
  text: string;
  to: SitePath;
  linkLabel: string;
}

export interface ResearchReport {
  eyebrow: string;
  title: string;
  standfirst: string;
  published: { label: string; isoDate: string };
  authorship: string;
  tableOfContentsTitle: string;
  executiveSummary: ReportSection;
  keyFigures: { id: string; title: string; badge: string; note: string; figures: readonly KeyFigure[] };
  sections: readonly ReportSection[];
  nextSteps: { id: string; title: string; text: string; links: readonly ReportLink[] };
}

export const reportPath: RoutePath = '/research/neuro-ai-effects';

/** Spec 3, business constants: the report's claimed gains, in its order; what each measures is not given. */
export const reportClaimedGains = ['78%', '92%', '156%'] as const;

export const neuroAiEffectsReport: ResearchReport = {
  eyebrow: 'Research report',
  title: routeMeta(reportPath).heading,
  standfirst:
    'How AI tools are changing daily life, learning and work for neurodivergent people, where they help, where they carry risk, and what designers and policymakers can do now.',
  published: { label: 'October 2025', isoDate: '2025-10' },
  authorship: `${brand.name} Research`,
  tableOfContentsTitle: 'Contents',
  executiveSummary: {
    id: 'executive-summary',
    title: 'Executive summary',
    paragraphs: [
      'Artificial intelligence is quickly becoming part of how people read, write, plan, communicate and work. For neurodivergent people, including autistic people and people with ADHD, dyslexia, dyspraxia or Tourette syndrome, these tools can remove long-standing barriers. They can also introduce new ones.',
      'This report draws on published research, product documentation and structured conversations with neurodivergent people, families, educators, clinicians and developers. It does not claim to measure effects across whole populations. Its aim is to set out, carefully, where AI appears to help, where it carries risk, and what can be done about it now.',
      'Our central finding is that the benefits are real but conditional. They depend on people keeping control over when and how a tool is used, on transparent and limited handling of sensitive data, and on products designed with neurodivergent people rather than for them.',
    ],
    points: [
      {
        title: 'Where AI helps',
        text: 'Assistive AI was most often described as useful for planning and task management, written communication, and managing information and sensory load.',
      },
      {
        title: 'Where the risks lie',
        text: 'The main risks are over-reliance without a way back, exposure of sensitive data, and systems that misread neurodivergent communication as a problem to correct.',
      },
      {
        title: 'What to do',
        text: 'Design and policy should protect user control, minimise data, keep humans accountable in high-stakes decisions, and involve neurodivergent people at every stage.',
      },
    ],
  },
  keyFigures: {
    id: 'key-figures',
    title: 'Key figures',
    badge: 'Claimed',
    note: 'The report claims gains of 78%, 92% and 156%. It does not say what each figure measures, so they are shown exactly as claimed and should not be cited as measured findings.',
    figures: reportClaimedGains.map((value) => ({ value, description: 'Claimed gain' })),
  },
  sections: [
    {
      id: 'scope-and-methods',
      title: 'A note on scope and methods',
      paragraphs: [
        'This is a narrative review, not a systematic review or a clinical study. The research team examined peer-reviewed studies, practitioner reports and public documentation for assistive tools that use machine learning or large language models, with a focus on everyday use at home, in education and at work.',
        'We also held structured conversations with neurodivergent adults, parents, educators, clinicians and product teams. These conversations shaped our questions and helped us interpret the literature. They are not a representative sample, and we do not report them as statistics.',
        'Neurodivergence is not a single experience, and a tool that helps one person may hinder another. Where evidence concerns a specific group, we say so. The evidence base is young: many studies are small, short or funded by the companies whose products they assess, and few follow people for more than a few months. Our findings are a considered starting point for further research, not a final word.',
      ],
    },
    {
      id: 'assistive-benefits',
      title: 'Findings: where assistive AI helps',
      paragraphs: [
        'Across the sources we reviewed, benefits clustered in a small number of areas. In each, the gain was greatest when people could adjust or switch off the support without penalty.',
      ],
      points: [
        {
          title: 'Planning and executive function',
          text: 'Tools that break large tasks into steps, draft schedules or send well-timed reminders were consistently described as helpful, particularly by people with ADHD. Flexible structure mattered more than clever features.',
        },
        {
          title: 'Written communication',
          text: 'Drafting, rewriting and tone-checking assistants can reduce the effort of emails, forms and reports, and can help people with dyslexia express ideas at the level they intend. Several people said these tools lowered the anxiety of workplace correspondence.',
        },
        {
          title: 'Information and sensory load',
          text: 'Summaries, plain-language rewriting and text-to-speech help people manage dense documents and busy information environments. Calm, predictable interfaces mattered as much as the quality of the underlying model.',
        },
        {
          title: 'Access to conversation',
          text: 'For some people who use augmentative and alternative communication, prediction and speech technologies can make conversation faster and less tiring. Because the output is the person’s own voice, accuracy and easy correction are essential.',
        },
      ],
    },
    {
      id: 'risks',
      title: 'Findings: risks and open questions',
      paragraphs: [
        'The same qualities that make AI useful, such as constant availability, personalisation and the ability to act on a person’s behalf, also create risks that fall unevenly on neurodivergent people.',
      ],
      points: [
        {
          title: 'Over-reliance without a way back',
          text: 'Reliance is not a failure in itself; many assistive technologies are meant to be relied on. The risk arises when reliance is not a choice: when a tool replaces a skill a person wanted to build, or when a price change, outage or product closure removes support that someone’s work or study now depends on.',
        },
        {
          title: 'Data privacy and sensitive inference',
          text: 'Assistive use reveals routines, health information and moments of difficulty. Interaction data can allow a system to infer a diagnosis the person never disclosed, and such inferences can follow people into employment, insurance or education decisions when data is shared or kept without limits.',
        },
        {
          title: 'Misreading neurodivergent communication',
          text: 'Systems trained mostly on neurotypical patterns may treat direct language, atypical eye contact or unusual speech rhythm as warning signs. In hiring, exam proctoring and workplace monitoring, this can turn difference into disadvantage without any person noticing.',
        },
        {
          title: 'Pressure to mask',
          text: 'Tools that correct tone or behaviour towards a single norm can add to the pressure many neurodivergent people already feel to hide their natural way of communicating. Suggestions should be offered, never imposed.',
        },
      ],
    },
    {
      id: 'design-recommendations',
      title: 'Recommendations for designers and developers',
      paragraphs: [
        'These recommendations apply to any product that offers assistive features, whether or not it is marketed as assistive technology.',
      ],
      points: [
        {
          title: 'Keep the person in control',
          text: 'Make every assistive feature optional, adjustable and easy to pause. Switching a feature off should never lock anyone out of core functions.',
        },
        {
          title: 'Design with neurodivergent people',
          text: 'Involve neurodivergent people from defining the problem to testing the result, pay them for their expertise, and test with a range of profiles rather than a single typical user.',
        },
        {
          title: 'Minimise and explain data use',
          text: 'Collect only what a feature needs, process on the device where possible, and explain in plain language what is stored, for how long and why. Never infer a diagnosis or disability without explicit consent.',
        },
        {
          title: 'Design for predictability',
          text: 'Offer stable layouts, clear wording and adjustable pacing; respect reduced-motion and other sensory settings; and announce changes to features well in advance.',
        },
        {
          title: 'Make correction and exit easy',
          text: 'Let people review and correct outputs, and export their data and settings, so that no one is stranded if a product changes or closes.',
        },
      ],
    },
    {
      id: 'policy-recommendations',
      title: 'Recommendations for policymakers',
      paragraphs: [
        'Existing disability, data-protection and consumer law already covers much of this ground. The priority is to apply it clearly to AI, and to close the gaps where it does not reach.',
      ],
      points: [
        {
          title: 'Treat inferred neurodivergence as sensitive data',
          text: 'Data that reveals neurodivergence, directly or by inference, should receive the same protection and purpose limits as other health data.',
        },
        {
          title: 'Keep people accountable for high-stakes decisions',
          text: 'Hiring, education, proctoring and benefits decisions should not rest on automated analysis of behaviour, speech or gaze without human review, independent fairness testing and a clear route to challenge the outcome.',
        },
        {
          title: 'Fund independent, long-term research',
          text: 'Public funders should support studies that follow people over time and that are led or co-led by neurodivergent researchers.',
        },
        {
          title: 'Make accessibility a condition of public procurement',
          text: 'Public bodies that buy AI tools should require evidence of accessibility conformance, co-design and data minimisation from their suppliers.',
        },
        {
          title: 'Protect continuity of support',
          text: 'Where people depend on an AI tool as a reasonable adjustment at work or in education, notice periods and data portability should prevent a sudden loss of support.',
        },
      ],
    },
  ],
  nextSteps: {
    id: 'next-steps',
    title: 'Next steps and how to take part',
    text: 'This report is a starting point. We will revise it as the evidence grows, and we want it shaped by the people it concerns.',
    links: [
      {
        title: 'Signal Economy Trust Study',
        text: 'Tell us, anonymously, what makes a neurotechnology company trustworthy to you. It takes about 15 minutes.',
        to: pathTo('/signal-economy-survey'),
        linkLabel: 'Take the Signal Economy survey',
      },
      {
        title: 'NeuroPAK',
        text: 'Learn about NeuroPAK, orchestration for brain-computer interface systems, and how user control and privacy shape its design.',
        to: pathTo('/neuropak'),
        linkLabel: 'Explore NeuroPAK',
      },
      {
        title: 'Research and policy briefs',
        text: 'Browse the council’s other reports, policy briefs and standards work.',
        to: pathTo('/resources'),
        linkLabel: 'Browse council resources',
      },
    ],
  },
};

/** Every sentence a reader reads in the report body, for the reading-time estimate. */
export function reportProse(report: ResearchReport): string[] {
  const sectionProse = (section: ReportSection) => [
    section.title,
    ...section.paragraphs,
    ...(section.points ?? []).flatMap((point) => [point.title, point.text]),
  ];
  return [
    report.standfirst,
    ...sectionProse(report.executiveSummary),
    report.keyFigures.note,
    ...report.keyFigures.figures.flatMap((figure) => [figure.value, figure.description]),
    ...report.sections.flatMap(sectionProse),
    report.nextSteps.text,
    ...report.nextSteps.links.flatMap((link) => [link.title, link.text]),
  ];
}
