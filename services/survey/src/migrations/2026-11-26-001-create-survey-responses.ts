import { type Kysely, type Migration, sql } from 'kysely';
import { surveySchema } from '../database.js';

/**
 * The 1-5 criteria columns of each rated section as they were at this migration (spec 3 §3), written
 * out rather than read from the contracts, so a later change of the item lists needs a new migration.
 */
const ratedColumns = {
  general_attitudes: [
    'excited_about_advances',
    'concerned_about_advances',
    'trust_companies_without_regulation',
    'trust_companies_act_in_best_interest',
    'companies_guided_by_public_interest',
  ],
  device_functionality: [
    'benefits_clearly_stated',
    'clinical_trials_available',
    'evidence_level_communicated',
    'product_claims_backed',
    'limitations_disclosed',
    'legal_regulatory_track_record',
    'risks_list_accessible',
    'psychological_risks_addressed',
    'risk_frequencies_disclosed',
    'vulnerable_populations_protected',
    'adverse_event_reporting',
    'safety_track_record',
    'cybersecurity_risks_communicated',
    'encryption_standards_clear',
    'vulnerability_disclosure_policy',
    'device_failure_modes_explained',
    'security_update_frequency',
    'independent_security_audits',
    'cybersecurity_track_record',
  ],
  data_practices: [
    'dedicated_signal_data_policy',
    'all_data_types_listed',
    'collection_frequency_specified',
    'aggregation_explained',
    'data_handling_described',
    'user_data_rights_explained',
    'realtime_usage_notification',
    'inferences_disclosed',
    'device_modes_transparency',
    'permanent_deletion_process',
    'access_without_consent',
    'user_data_management',
    'data_download_verify',
    'realtime_controls',
    'processing_location_transparency',
    'third_parties_named',
    'commercialization_disclosed',
    'anonymization_validated',
    'research_participation_control',
    'aggregated_data_transparency',
    'data_sharing_track_record',
  ],
  autonomy: [
    'costs_disclosed_upfront',
    'information_accessible',
    'caregiver_impacts_explained',
    'marketing_aligns_evidence',
    'use_case_distinctions_clear',
    'educational_resources_provided',
    'adjust_behavior_features',
    'adjust_data_collection',
    'influence_indication_clear',
    'algorithmic_processes_explained',
    'override_automated_decisions',
    'discontinue_keep_data',
    'family_caregiver_access',
    'emergency_access_protocols',
    'testamentary_data_rights',
    'irreversible_effects_disclosed',
    'data_portability_process',
    'dependencies_disclosed',
    'discontinuation_support',
    'selective_revocation',
    'advance_notification',
  ],
  societal_impact: [
    'ethics_policy_published',
    'ethics_advisory_board',
    'use_restrictions_stated',
    'dual_use_stance',
    'ethical_concerns_documented',
    'ai_model_audits',
    'wellbeing_alignment',
    'underserved_access_programs',
    'pricing_equity',
    'inclusive_design_practices',
    'cultural_barriers_addressed',
    'geographic_availability_transparency',
    'climate_environmental_impact',
    'supply_chain_ethics',
    'digital_divide_concern',
    'user_advisory_council',
    'public_forums',
    'annual_transparency_report',
    'policy_participation',
    'public_concern_channel',
    'societal_impact_assessments',
    'longitudinal_research',
    'open_research_contribution',
    'user_support_commitment',
    'broader_implications_discussed',
  ],
} as const;

const optionChecks = {
  gender: ['female', 'male', 'non-binary', 'self-describe', 'prefer-not'],
  education_level: ['high-school', 'bachelors', 'masters', 'phd', 'other', 'prefer-not'],
  occupation: [
    'neuroscience',
    'medical',
    'engineering',
    'data-ethics',
    'policy',
    'academia',
    'industry',
    'other',
    'prefer-not',
  ],
  age_range: ['18-24', '25-34', '35-44', '45-54', '55-64', '65+', 'prefer-not'],
} as const;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * `survey.responses` and one table per section (spec 3 §3: survey_responses and its child tables, here
 * in the schema `survey` without the prefix). A response holds no address, agent or account: only a
 * hash of its random session id. Answers saved as the participant goes stay in `draft` until the
 * submit writes every section table at once and empties it; a completed response always has all nine.
 */
export const createSurveyResponses: Migration = {
  async up(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(surveySchema);
    await schema
      .createTable('responses')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('session_hash', 'bytea', (col) => col.notNull().unique())
      .addColumn('status', 'text', (col) =>
        col.notNull().defaultTo('opened').check(sql`status in ('opened', 'in_progress', 'completed')`),
      )
      .addColumn('current_step', 'smallint', (col) =>
        col.notNull().defaultTo(0).check(sql`current_step between 0 and 11`),
      )
      .addColumn('draft', 'jsonb', (col) =>
        col.notNull().defaultTo(sql`'{}'::jsonb`).check(sql`jsonb_typeof(draft) = 'object'`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('completed_at', 'timestamptz')
      .addCheckConstraint('responses_completed_at', sql`(status = 'completed') = (completed_at is not null)`)
      .execute();
    // The purge of responses opened and never started reads only these.
    await schema
      .createIndex('responses_opened_created_at')
      .on('responses')
      .column('created_at')
      .where(sql.ref('status'), '=', 'opened')
      .execute();

    const childTable = (name: string) =>
      schema
        .createTable(name)
        .addColumn('response_id', 'uuid', (col) =>
          col.primaryKey().references(`${surveySchema}.responses.id`).onDelete('cascade'),
        );

    await childTable('consent')
      .addColumn('age_confirmed', 'boolean', (col) => col.notNull().check(sql`age_confirmed`))
      .addColumn('has_professional_experience', 'boolean', (col) => col.notNull())
      .addColumn('gdpr_consent', 'boolean', (col) => col.notNull())
      .addColumn('participation_consent', 'boolean', (col) => col.notNull().check(sql`participation_consent`))
      .execute();

    for (const [table, columns] of Object.entries(ratedColumns)) {
      let builder = childTable(table);
      for (const column of columns) {
        builder = builder.addColumn(column, 'smallint', (col) =>
          col.notNull().check(sql`${sql.ref(column)} between 1 and 5`),
        );
      }
      if (table !== 'general_attitudes') builder = builder.addColumn('additional_comments', 'text');
      await builder.execute();
    }

    // Spec 3 §3 keeps the business section as one blob: its sector extras vary by sub-sector.
    await childTable('business_market')
      .addColumn('data', 'jsonb', (col) => col.notNull().check(sql`jsonb_typeof(data) = 'object'`))
      .execute();

    await childTable('final_feedback')
      .addColumn('responsible_innovation_important', 'smallint', (col) =>
        col.notNull().check(sql`responsible_innovation_important between 1 and 5`),
      )
      .addColumn('rubric_lacking_components', 'text')
      .addColumn('concerns_about_efforts', 'text')
      .addColumn('other_feedback', 'text')
      .execute();

    await childTable('demographics')
      .addColumn('gender', 'text', (col) => col.notNull().check(inList('gender', optionChecks.gender)))
      .addColumn('gender_self_describe', 'text')
      .addColumn('education_level', 'text', (col) =>
        col.notNull().check(inList('education_level', optionChecks.education_level)),
      )
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('occupation', 'text', (col) =>
        col.notNull().check(inList('occupation', optionChecks.occupation)),
      )
      .addColumn('occupation_other', 'text')
      .addColumn('age_range', 'text', (col) =>
        col.notNull().check(inList('age_range', optionChecks.age_range)),
      )
      .execute();
  },
  async down(db: Kysely<unknown>) {
    const schema = db.schema.withSchema(surveySchema);
    for (const table of [
      'demographics',
      'final_feedback',
      'business_market',
      ...Object.keys(ratedColumns),
      'consent',
      'responses',
    ]) {
      await schema.dropTable(table).execute();
    }
  },
};
