/**
 * Spec 1 "/supporters": the BCI ecosystem directory, 35 companies from public sources (company
 * websites and their published announcements). A funding figure appears only where the amount and
 * round were publicly announced; where it is uncertain it is left out rather than guessed.
 */

export const companyTypes = ['Invasive', 'Non-Invasive', 'Both'] as const;
export const companyApplications = ['Medical', 'Consumer', 'Research', 'Mixed', 'Wellness'] as const;
export const companyMaturities = ['Startup', 'Growth', 'Established'] as const;
export const companyInnovations = [
  'Core BCI',
  'Neuromonitoring',
  'Prosthetics',
  'Gaming',
  'Wellness',
  'Research',
] as const;

export type CompanyType = (typeof companyTypes)[number];
export type CompanyApplication = (typeof companyApplications)[number];
export type CompanyMaturity = (typeof companyMaturities)[number];
export type CompanyInnovation = (typeof companyInnovations)[number];

export interface EcosystemCompany {
  /** Stable key, also the card's id. */
  id: string;
  name: string;
  /** The company's own site (https). */
  website: string;
  focusArea: string;
  type: CompanyType;
  notableDetails: string;
  /** A publicly announced round; absent when no figure is certain. */
  funding?: string;
  application: CompanyApplication;
  maturity: CompanyMaturity;
  innovation: CompanyInnovation;
}

/** When the entries below were last checked against their public sources (ISO date). */
export const directoryCompiledOn = '2026-11-26';

export const ecosystemCompanies: readonly EcosystemCompany[] = [
  {
    id: 'neuralink',
    name: 'Neuralink',
    website: 'https://neuralink.com',
    focusArea: 'High-channel-count implanted brain-computer interface',
    type: 'Invasive',
    notableDetails:
      'Fully implanted wireless device placed by a surgical robot; first human implant in early 2024 for computer control by people with paralysis.',
    funding: '$650M Series E (2025)',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Core BCI',
  },
  {
    id: 'synchron',
    name: 'Synchron',
    website: 'https://synchron.com',
    focusArea: 'Endovascular brain-computer interface',
    type: 'Invasive',
    notableDetails:
      'The Stentrode is delivered through the blood vessels, avoiding open brain surgery; first company to start an FDA-approved early feasibility study of a permanently implanted BCI in the US.',
    funding: '$75M Series C (2022)',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Core BCI',
  },
  {
    id: 'blackrock-neurotech',
    name: 'Blackrock Neurotech',
    website: 'https://blackrockneurotech.com',
    focusArea: 'Implantable electrode arrays and neural recording systems',
    type: 'Invasive',
    notableDetails:
      'Its Utah array has been used in most human intracortical BCI research, including the BrainGate studies.',
    funding: '$200M from Tether (2024)',
    application: 'Medical',
    maturity: 'Established',
    innovation: 'Core BCI',
  },
  {
    id: 'precision-neuroscience',
    name: 'Precision Neuroscience',
    website: 'https://precisionneuro.io',
    focusArea: 'Minimally invasive thin-film cortical interface',
    type: 'Invasive',
    notableDetails:
      'The Layer 7 electrode film slides onto the brain surface through a thin slit in the skull; received FDA 510(k) clearance in 2025.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Core BCI',
  },
  {
    id: 'paradromics',
    name: 'Paradromics',
    website: 'https://paradromics.com',
    focusArea: 'High-data-rate implanted interface for communication',
    type: 'Invasive',
    notableDetails:
      'The Connexus interface targets restoring speech for people who cannot speak; holds FDA Breakthrough Device designation.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Core BCI',
  },
  {
    id: 'kernel',
    name: 'Kernel',
    website: 'https://kernel.com',
    focusArea: 'Wearable optical brain imaging',
    type: 'Non-Invasive',
    notableDetails:
      'Kernel Flow is a headset using time-domain functional near-infrared spectroscopy to measure brain activity outside the lab.',
    funding: '$53M (2020)',
    application: 'Research',
    maturity: 'Growth',
    innovation: 'Neuromonitoring',
  },
  {
    id: 'emotiv',
    name: 'EMOTIV',
    website: 'https://www.emotiv.com',
    focusArea: 'Portable EEG headsets and software',
    type: 'Non-Invasive',
    notableDetails:
      'Wireless EEG headsets and earbuds used in academic research, workplace studies and by consumers.',
    application: 'Mixed',
    maturity: 'Established',
    innovation: 'Research',
  },
  {
    id: 'neurable',
    name: 'Neurable',
    website: 'https://www.neurable.com',
    focusArea: 'EEG built into everyday headphones',
    type: 'Non-Invasive',
    notableDetails: 'Headphones with fabric EEG sensors that track focus and suggest breaks.',
    application: 'Consumer',
    maturity: 'Startup',
    innovation: 'Wellness',
  },
  {
    id: 'openbci',
    name: 'OpenBCI',
    website: 'https://openbci.com',
    focusArea: 'Open-source biosensing hardware',
    type: 'Non-Invasive',
    notableDetails:
      'Open-source EEG boards widely used in research and education; its Galea headset combines EEG with other sensors for mixed reality.',
    application: 'Research',
    maturity: 'Growth',
    innovation: 'Research',
  },
  {
    id: 'g-tec',
    name: 'g.tec medical engineering',
    website: 'https://www.gtec.at',
    focusArea: 'Research and clinical BCI systems',
    type: 'Both',
    notableDetails:
      'Austrian maker of EEG and electrocorticography amplifiers and of recoveriX, a BCI-based stroke rehabilitation system.',
    application: 'Research',
    maturity: 'Established',
    innovation: 'Core BCI',
  },
  {
    id: 'cognixion',
    name: 'Cognixion',
    website: 'https://www.cognixion.com',
    focusArea: 'Augmented reality communication with EEG',
    type: 'Non-Invasive',
    notableDetails:
      'The Axon-R headset pairs EEG with augmented reality so that people with severe speech and motor impairments can communicate.',
    application: 'Medical',
    maturity: 'Startup',
    innovation: 'Core BCI',
  },
  {
    id: 'interaxon',
    name: 'Interaxon (Muse)',
    website: 'https://choosemuse.com',
    focusArea: 'EEG headbands for meditation and sleep',
    type: 'Non-Invasive',
    notableDetails:
      'Muse headbands give real-time feedback on brain activity during meditation and track sleep.',
    application: 'Wellness',
    maturity: 'Established',
    innovation: 'Wellness',
  },
  {
    id: 'beacon-biosignals',
    name: 'Beacon Biosignals',
    website: 'https://beacon.bio',
    focusArea: 'Machine learning on EEG for clinical trials',
    type: 'Non-Invasive',
    notableDetails:
      'Analyses brain data with machine learning for neurological and psychiatric drug trials; acquired the Dreem sleep headband.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Neuromonitoring',
  },
  {
    id: 'neuroelectrics',
    name: 'Neuroelectrics',
    website: 'https://www.neuroelectrics.com',
    focusArea: 'Wearable EEG and brain stimulation',
    type: 'Non-Invasive',
    notableDetails:
      'Barcelona company whose Starstim headcaps combine EEG recording with transcranial current stimulation, studied for epilepsy and depression.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Neuromonitoring',
  },
  {
    id: 'brainco',
    name: 'BrainCo',
    website: 'https://www.brainco.tech',
    focusArea: 'EEG and EMG wearables and prosthetics',
    type: 'Non-Invasive',
    notableDetails:
      'Makes a muscle-signal controlled prosthetic hand alongside EEG headbands for focus training.',
    application: 'Mixed',
    maturity: 'Growth',
    innovation: 'Prosthetics',
  },
  {
    id: 'onward-medical',
    name: 'ONWARD Medical',
    website: 'https://www.onwd.com',
    focusArea: 'Spinal cord stimulation to restore movement',
    type: 'Both',
    notableDetails:
      'External and implanted stimulation systems for spinal cord injury; works with Clinatec on pairing a brain implant with spinal stimulation.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Prosthetics',
  },
  {
    id: 'axoft',
    name: 'Axoft',
    website: 'https://www.axoft.us',
    focusArea: 'Soft implantable neural probes',
    type: 'Invasive',
    notableDetails:
      'Builds ultra-soft electrodes meant to move with brain tissue and record single neurons over time.',
    application: 'Medical',
    maturity: 'Startup',
    innovation: 'Core BCI',
  },
  {
    id: 'science-corp',
    name: 'Science Corporation',
    website: 'https://science.xyz',
    focusArea: 'Visual prosthesis and neural engineering',
    type: 'Invasive',
    notableDetails:
      'Develops the PRIMA retinal implant, which restored reading ability to people with geographic atrophy in a clinical trial.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Prosthetics',
  },
  {
    id: 'inbrain',
    name: 'INBRAIN Neuroelectronics',
    website: 'https://www.inbrain-neuroelectronics.com',
    focusArea: 'Graphene-based brain interfaces',
    type: 'Invasive',
    notableDetails:
      'Uses graphene electrodes for high-resolution recording and stimulation; first human study of a graphene interface in 2024.',
    application: 'Medical',
    maturity: 'Startup',
    innovation: 'Core BCI',
  },
  {
    id: 'motif-neurotech',
    name: 'Motif Neurotech',
    website: 'https://www.motifneuro.tech',
    focusArea: 'Minimally invasive brain stimulation for depression',
    type: 'Invasive',
    notableDetails:
      'A small stimulator placed in the skull, above the brain, for treatment-resistant depression.',
    application: 'Medical',
    maturity: 'Startup',
    innovation: 'Core BCI',
  },
  {
    id: 'neuropace',
    name: 'NeuroPace',
    website: 'https://www.neuropace.com',
    focusArea: 'Responsive neurostimulation for epilepsy',
    type: 'Invasive',
    notableDetails:
      'The RNS System records brain activity and responds to seizure patterns; FDA-approved since 2013.',
    application: 'Medical',
    maturity: 'Established',
    innovation: 'Neuromonitoring',
  },
  {
    id: 'medtronic',
    name: 'Medtronic',
    website: 'https://www.medtronic.com',
    focusArea: 'Deep brain stimulation with brain sensing',
    type: 'Invasive',
    notableDetails:
      'Its BrainSense adaptive deep brain stimulation adjusts therapy for Parkinson’s disease from the brain signals it senses.',
    application: 'Medical',
    maturity: 'Established',
    innovation: 'Neuromonitoring',
  },
  {
    id: 'ceribell',
    name: 'Ceribell',
    website: 'https://ceribell.com',
    focusArea: 'Rapid EEG for seizure detection',
    type: 'Non-Invasive',
    notableDetails:
      'A point-of-care EEG headband and AI that detect seizures in intensive care within minutes.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Neuromonitoring',
  },
  {
    id: 'neurosity',
    name: 'Neurosity',
    website: 'https://neurosity.co',
    focusArea: 'EEG device for focus and developers',
    type: 'Non-Invasive',
    notableDetails:
      'The Crown headset measures focus and offers an open software kit for building brain-driven apps.',
    application: 'Consumer',
    maturity: 'Startup',
    innovation: 'Wellness',
  },
  {
    id: 'wisear',
    name: 'Wisear',
    website: 'https://www.wisear.io',
    focusArea: 'Neural interfaces in earbuds and headsets',
    type: 'Non-Invasive',
    notableDetails:
      'Reads brain and facial muscle signals in earbuds and mixed-reality headsets for hands-free, voice-free control.',
    application: 'Consumer',
    maturity: 'Startup',
    innovation: 'Gaming',
  },
  {
    id: 'bitbrain',
    name: 'Bitbrain',
    website: 'https://www.bitbrain.com',
    focusArea: 'Wearable EEG for research and neurotechnology',
    type: 'Non-Invasive',
    notableDetails: 'Spanish maker of dry and water-based EEG headsets and research software.',
    application: 'Research',
    maturity: 'Growth',
    innovation: 'Research',
  },
  {
    id: 'brain-products',
    name: 'Brain Products',
    website: 'https://www.brainproducts.com',
    focusArea: 'Research-grade EEG amplifiers',
    type: 'Non-Invasive',
    notableDetails: 'German supplier of EEG systems widely used in neuroscience laboratories.',
    application: 'Research',
    maturity: 'Established',
    innovation: 'Research',
  },
  {
    id: 'ant-neuro',
    name: 'ANT Neuro',
    website: 'https://www.ant-neuro.com',
    focusArea: 'EEG and neuronavigation systems',
    type: 'Non-Invasive',
    notableDetails: 'Dutch maker of clinical and research EEG, including mobile high-density systems.',
    application: 'Research',
    maturity: 'Established',
    innovation: 'Neuromonitoring',
  },
  {
    id: 'neuroone',
    name: 'NeuroOne Medical Technologies',
    website: 'https://nmtc1.com',
    focusArea: 'Thin-film electrodes for brain recording',
    type: 'Invasive',
    notableDetails:
      'FDA-cleared thin-film cortical and depth electrodes for diagnosing epilepsy, with stimulation and ablation uses.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Neuromonitoring',
  },
  {
    id: 'cortec',
    name: 'CorTec',
    website: 'https://www.cortec-neuro.com',
    focusArea: 'Implantable closed-loop brain interface',
    type: 'Invasive',
    notableDetails:
      'The Brain Interchange system records and stimulates; first implanted in 2025 in a stroke rehabilitation study.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Core BCI',
  },
  {
    id: 'ripple-neuro',
    name: 'Ripple Neuro',
    website: 'https://rippleneuro.com',
    focusArea: 'Neural recording and stimulation platforms',
    type: 'Both',
    notableDetails:
      'Its Grapevine processors record from implanted and surface electrodes in neuroscience and neuroprosthetics research.',
    application: 'Research',
    maturity: 'Established',
    innovation: 'Research',
  },
  {
    id: 'mindmaze',
    name: 'MindMaze',
    website: 'https://www.mindmaze.com',
    focusArea: 'Game-based neurorehabilitation',
    type: 'Non-Invasive',
    notableDetails:
      'Digital therapy platform that turns motor and cognitive rehabilitation exercises into games.',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Gaming',
  },
  {
    id: 'flow-neuroscience',
    name: 'Flow Neuroscience',
    website: 'https://www.flowneuroscience.com',
    focusArea: 'Home brain stimulation for depression',
    type: 'Non-Invasive',
    notableDetails:
      'A tDCS headset with a behavioural therapy app, CE-marked as a medical device for depression in the UK and EU.',
    application: 'Wellness',
    maturity: 'Growth',
    innovation: 'Wellness',
  },
  {
    id: 'neurolutions',
    name: 'Neurolutions',
    website: 'https://www.neurolutions.com',
    focusArea: 'BCI for stroke rehabilitation',
    type: 'Non-Invasive',
    notableDetails:
      'IpsiHand, an EEG-driven hand orthosis, was the first BCI device cleared by the FDA for stroke rehabilitation (2021).',
    application: 'Medical',
    maturity: 'Growth',
    innovation: 'Prosthetics',
  },
  {
    id: 'idun',
    name: 'IDUN Technologies',
    website: 'https://iduntechnologies.com',
    focusArea: 'In-ear EEG',
    type: 'Non-Invasive',
    notableDetails: 'Swiss developer of dry in-ear EEG electrodes and a platform for brain-sensing earbuds.',
    application: 'Consumer',
    maturity: 'Startup',
    innovation: 'Neuromonitoring',
  },
];
