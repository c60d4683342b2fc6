// Without zod: the survey page imports the items, labels and rules in its first load; the schemas
// (survey-schemas.ts) are built from these very lists and load only where validation runs.

/** Business constants of spec 3 §9. */
export const surveyConstants = {
  /** Steps 0 to 11; the progress bar counts 11. */
  steps: 12,
  progressTotal: 11,
  estimatedMinutes: 15,
  minimumAge: 18,
  confettiMs: 3000,
  storageKey: 'signal_economy_survey',
  /** The survey page's query parameter that carries a resume code, in shown and mailed links. */
  resumeParameter: 'resume',
  /** Opened but never started (no step saved) responses are purged after this many days. */
  openedRetentionDays: 30,
  /** The business step saves each answer, coalesced into one request at most this often. */
  businessSaveIntervalMs: 2000,
  /** Free-text answers (comments, feedback, country, self-descriptions) are capped here. */
  textMax: 2000,
  shortTextMax: 200,
} as const;

export interface ScaleOption {
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
}

/** Agreement scale 1-5 (spec 3 §3). */
export const agreementScale: readonly ScaleOption[] = [
  { value: 1, label: 'Strongly disagree' },
  { value: 2, label: 'Disagree' },
  { value: 3, label: 'Neutral' },
  { value: 4, label: 'Agree' },
  { value: 5, label: 'Strongly agree' },
];

/** Importance scale 1-5 (spec 3 §3). */
export const importanceScale: readonly ScaleOption[] = [
  { value: 1, label: 'Not at all' },
  { value: 2, label: 'Slightly' },
  { value: 3, label: 'Moderately' },
  { value: 4, label: 'Very' },
  { value: 5, label: 'Extremely important' },
];

export interface SurveyItem<K extends string = string> {
  key: K;
  label: string;
}

export interface SurveyItemGroup<K extends string = string> {
  title: string;
  items: readonly SurveyItem<K>[];
}

const item = <const K extends string>(key: K, label: string): SurveyItem<K> => ({ key, label });

/** General attitudes, 5 items on the agreement scale. */
export const generalAttitudeItems = [
  item('excited_about_advances', 'I am excited about advances in neurotechnology.'),
  item('concerned_about_advances', 'I am concerned about advances in neurotechnology.'),
  item(
    'trust_companies_without_regulation',
    'I trust neurotechnology companies to act responsibly without regulation.',
  ),
  item(
    'trust_companies_act_in_best_interest',
    'I trust neurotechnology companies to act in the best interest of their users.',
  ),
  item('companies_guided_by_public_interest', 'Neurotechnology companies are guided by the public interest.'),
] as const;

export const deviceFunctionalityGroups = [
  {
    title: 'Benefits & Evidence',
    items: [
      item('benefits_clearly_stated', 'The benefits of the device are clearly stated'),
      item('clinical_trials_available', 'Results of clinical trials are available'),
      item('evidence_level_communicated', 'The level of evidence behind each claim is communicated'),
      item('product_claims_backed', 'Product claims are backed by independent evidence'),
      item('limitations_disclosed', 'The limitations of the device are disclosed'),
      item('legal_regulatory_track_record', 'The company’s legal and regulatory track record is public'),
    ],
  },
  {
    title: 'Safety & Risk',
    items: [
      item('risks_list_accessible', 'A list of known risks is easy to find'),
      item('psychological_risks_addressed', 'Psychological risks are addressed'),
      item('risk_frequencies_disclosed', 'How often each risk occurs is disclosed'),
      item('vulnerable_populations_protected', 'Vulnerable populations are protected'),
      item('adverse_event_reporting', 'Adverse events are reported publicly'),
      item('safety_track_record', 'The company’s safety track record is public'),
    ],
  },
  {
    title: 'Technical Security',
    items: [
      item('cybersecurity_risks_communicated', 'Cybersecurity risks are communicated'),
      item('encryption_standards_clear', 'The encryption standards used are clear'),
      item('vulnerability_disclosure_policy', 'A vulnerability disclosure policy is published'),
      item('device_failure_modes_explained', 'What happens when the device fails is explained'),
      item('security_update_frequency', 'How often security updates ship is stated'),
      item('independent_security_audits', 'Independent security audits are carried out'),
      item('cybersecurity_track_record', 'The company’s cybersecurity track record is public'),
    ],
  },
] as const;

export const dataPracticesGroups = [
  {
    title: 'Data Collection Transparency',
    items: [
      item('dedicated_signal_data_policy', 'A dedicated policy covers neural signal data'),
      item('all_data_types_listed', 'Every type of data collected is listed'),
      item('collection_frequency_specified', 'How often data is collected is specified'),
      item('aggregation_explained', 'How data is aggregated is explained'),
      item('data_handling_described', 'How data is stored and handled is described'),
      item('user_data_rights_explained', 'Users’ rights over their data are explained'),
      item('realtime_usage_notification', 'Users are notified in real time when data is used'),
      item('inferences_disclosed', 'Inferences drawn from the data are disclosed'),
      item('device_modes_transparency', 'What each device mode collects is transparent'),
    ],
  },
  {
    title: 'User Data Control',
    items: [
      item('permanent_deletion_process', 'There is a process for permanent deletion'),
      item('access_without_consent', 'Who can access data without consent is stated'),
      item('user_data_management', 'Users can manage their own data'),
      item('data_download_verify', 'Users can download and verify their data'),
      item('realtime_controls', 'Users have real-time controls over collection'),
    ],
  },
  {
    title: 'Data Sharing & Third Parties',
    items: [
      item('processing_location_transparency', 'Where data is processed is transparent'),
      item('third_parties_named', 'Third parties receiving data are named'),
      item('commercialization_disclosed', 'Commercial use of data is disclosed'),
      item('anonymization_validated', 'Anonymisation is independently validated'),
      item('research_participation_control', 'Users control whether their data is used in research'),
      item('aggregated_data_transparency', 'The use of aggregated data is transparent'),
      item('data_sharing_track_record', 'The company’s data sharing track record is public'),
    ],
  },
] as const;

export const autonomyGroups = [
  {
    title: 'Informed Decision-Making',
    items: [
      item('costs_disclosed_upfront', 'All costs are disclosed up front'),
      item('information_accessible', 'Information is accessible to every user'),
      item('caregiver_impacts_explained', 'Impacts on caregivers are explained'),
      item('marketing_aligns_evidence', 'Marketing matches the evidence'),
      item('use_case_distinctions_clear', 'Medical and non-medical uses are clearly distinguished'),
      item('educational_resources_provided', 'Educational resources are provided'),
    ],
  },
  {
    title: 'User Agency & Control',
    items: [
      item('adjust_behavior_features', 'Users can adjust features that influence behaviour'),
      item('adjust_data_collection', 'Users can adjust data collection'),
      item('influence_indication_clear', 'It is clear when the device influences the user'),
      item('algorithmic_processes_explained', 'Algorithmic processes are explained'),
      item('override_automated_decisions', 'Users can override automated decisions'),
      item('discontinue_keep_data', 'Users can stop using the device and keep their data'),
      item('family_caregiver_access', 'Family and caregiver access is defined'),
      item('emergency_access_protocols', 'Emergency access protocols are defined'),
      item('testamentary_data_rights', 'What happens to data after death is defined'),
    ],
  },
  {
    title: 'Reversibility & Exit Rights',
    items: [
      item('irreversible_effects_disclosed', 'Irreversible effects are disclosed'),
      item('data_portability_process', 'There is a process to move data elsewhere'),
      item('dependencies_disclosed', 'Dependencies on the company are disclosed'),
      item('discontinuation_support', 'Support continues if the product is discontinued'),
      item('selective_revocation', 'Consent can be revoked for specific uses'),
      item('advance_notification', 'Users are notified in advance of changes'),
    ],
  },
] as const;

export const societalImpactGroups = [
  {
    title: 'Ethical Governance',
    items: [
      item('ethics_policy_published', 'An ethics policy is published'),
      item('ethics_advisory_board', 'An independent ethics advisory board exists'),
      item('use_restrictions_stated', 'Restrictions on use are stated'),
      item('dual_use_stance', 'The company states its stance on dual (military) use'),
      item('ethical_concerns_documented', 'Ethical concerns are documented'),
      item('ai_model_audits', 'AI models are audited'),
    ],
  },
  {
    title: 'Equity & Access',
    items: [
      item('wellbeing_alignment', 'The product is aligned with user wellbeing'),
      item('underserved_access_programs', 'Access programs exist for underserved groups'),
      item('pricing_equity', 'Pricing is equitable'),
      item('inclusive_design_practices', 'Design practices are inclusive'),
      item('cultural_barriers_addressed', 'Cultural barriers are addressed'),
      item('geographic_availability_transparency', 'Where the product is available is transparent'),
      item('climate_environmental_impact', 'Climate and environmental impact is disclosed'),
      item('supply_chain_ethics', 'The supply chain is ethical'),
      item('digital_divide_concern', 'The digital divide is taken into account'),
    ],
  },
  {
    title: 'Public Engagement',
    items: [
      item('user_advisory_council', 'A user advisory council exists'),
      item('public_forums', 'Public forums are held'),
      item('annual_transparency_report', 'An annual transparency report is published'),
      item('policy_participation', 'The company takes part in policy making openly'),
      item('public_concern_channel', 'There is a channel for public concerns'),
    ],
  },
  {
    title: 'Long-term Responsibility',
    items: [
      item('societal_impact_assessments', 'Societal impact assessments are carried out'),
      item('longitudinal_research', 'Long-term (longitudinal) research is funded'),
      item('open_research_contribution', 'The company contributes to open research'),
      item('user_support_commitment', 'Long-term user support is committed'),
      item('broader_implications_discussed', 'Broader implications are discussed publicly'),
    ],
  },
] as const;

export const businessMarketItems = [
  item('revenue_model_transparency', 'The revenue model is transparent'),
  item('pricing_clarity', 'Pricing is clear'),
  item('data_monetization_disclosure', 'Data monetisation is disclosed'),
  item('cost_benefit_clarity', 'Costs and benefits are clear'),
  item('market_competition_transparency', 'The competitive landscape is transparent'),
  item('innovation_disclosure', 'Innovation plans are disclosed'),
  item('investment_influence_concern', 'The influence of investors is addressed'),
  item('multi_device_interoperability', 'Devices are interoperable'),
  item('planned_obsolescence_concern', 'Planned obsolescence is ruled out'),
  item('ai_ml_version_control', 'AI and machine-learning versions are controlled and disclosed'),
  item('cross_platform_aggregation', 'Aggregation of data across platforms is disclosed'),
  item('data_marketplace_participation', 'Participation in data marketplaces is disclosed'),
  item('synthetic_data_generation', 'Generation of synthetic data is disclosed'),
] as const;

export const industrySubsectors = [
  'healthcare',
  'wellness',
  'research',
  'enterprise',
  'defense',
  'other',
] as const;
export type IndustrySubsector = (typeof industrySubsectors)[number];

export const industrySubsectorLabels: Record<IndustrySubsector, string> = {
  healthcare: 'Healthcare',
  wellness: 'Wellness',
  research: 'Research',
  enterprise: 'Enterprise',
  defense: 'Defense',
  other: 'Other',
};

/** The sector extras each sub-sector adds (spec 3 §3); not required to continue. */
export const sectorExtraItems = {
  healthcare: [
    item('healthcare_clinical_validation', 'Clinical validation is independent and published'),
    item('healthcare_regulatory_compliance', 'Regulatory compliance is demonstrated'),
  ],
  wellness: [item('wellness_efficacy_claims', 'Efficacy claims are supported by evidence')],
  research: [item('research_data_sharing', 'Research data is shared responsibly')],
  enterprise: [item('enterprise_integration_transparency', 'Workplace integration is transparent')],
  defense: [item('defense_security_validation', 'Security is validated independently')],
  other: [],
} as const satisfies Record<IndustrySubsector, readonly SurveyItem[]>;

export const finalFeedbackTexts = [
  item('rubric_lacking_components', 'What is this rubric lacking?'),
  item('concerns_about_efforts', 'Do you have concerns about efforts like this one?'),
  item('other_feedback', 'Any other feedback'),
] as const;

export const responsibleInnovationItem = item(
  'responsible_innovation_important',
  'How important is responsible innovation in neurotechnology to you?',
);

const options = <const V extends string>(...pairs: readonly (readonly [V, string])[]) =>
  pairs.map(([value, label]) => ({ value, label }));

export const genderOptions = options(
  ['female', 'Female'],
  ['male', 'Male'],
  ['non-binary', 'Non-binary'],
  ['self-describe', 'Prefer to self-describe'],
  ['prefer-not', 'Prefer not to say'],
);
export const educationOptions = options(
  ['high-school', 'High school'],
  ['bachelors', 'Bachelor’s degree'],
  ['masters', 'Master’s degree'],
  ['phd', 'PhD or doctorate'],
  ['other', 'Other'],
  ['prefer-not', 'Prefer not to say'],
);
export const occupationOptions = options(
  ['neuroscience', 'Neuroscience'],
  ['medical', 'Medical or clinical'],
  ['engineering', 'Engineering'],
  ['data-ethics', 'Data ethics'],
  ['policy', 'Policy'],
  ['academia', 'Academia'],
  ['industry', 'Industry'],
  ['other', 'Other'],
  ['prefer-not', 'Prefer not to say'],
);
export const ageRangeOptions = options(
  ['18-24', '18-24'],
  ['25-34', '25-34'],
  ['35-44', '35-44'],
  ['45-54', '45-54'],
  ['55-64', '55-64'],
  ['65+', '65+'],
  ['prefer-not', 'Prefer not to say'],
);

export const consentItems = [
  item('age_confirmed', 'I confirm that I am 18 years of age or older'),
  item('has_professional_experience', 'I have professional experience with neurotechnology (optional)'),
  item('gdpr_consent', 'I am in the EEA and consent to processing under the GDPR (optional)'),
  item('participation_consent', 'I consent to take part in this anonymous study'),
] as const;

export const demographicsLabels = {
  gender: 'Gender',
  gender_self_describe: 'Self-describe (optional)',
  education_level: 'Highest level of education',
  country: 'Country',
  occupation: 'Occupation',
  occupation_other: 'Your occupation (optional)',
  age_range: 'Age range',
} as const;

export const additionalCommentsLabel = 'Additional comments (optional)';
export const industrySubsectorLabel = 'Industry sub-sector (optional)';
