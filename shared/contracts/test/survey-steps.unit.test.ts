import {
  autonomyGroups,
  businessMarketItems,
  canContinue,
  dataPracticesGroups,
  deviceFunctionalityGroups,
  exampleSurveyAnswers,
  generalAttitudeItems,
  groupKeys,
  nextStep,
  partialSurveyAnswersSchema,
  previousStep,
  societalImpactGroups,
  surveyAnswersSchema,
  surveyProgress,
  surveySteps,
} from '../src/survey/index.js';

describe('survey items', () => {
  test('match the spec’s counts: 5, 19, 21, 21, 25, 13', () => {
    expect(
      [
        generalAttitudeItems.map((item) => item.key),
        groupKeys(deviceFunctionalityGroups),
        groupKeys(dataPracticesGroups),
        groupKeys(autonomyGroups),
        groupKeys(societalImpactGroups),
        businessMarketItems.map((item) => item.key),
      ].map((keys) => new Set(keys).size),
    ).toEqual([5, 19, 21, 21, 25, 13]);
  });

  test('groups split as the spec does', () => {
    expect(deviceFunctionalityGroups.map((group) => group.items.length)).toEqual([6, 6, 7]);
    expect(dataPracticesGroups.map((group) => group.items.length)).toEqual([9, 5, 7]);
    expect(autonomyGroups.map((group) => group.items.length)).toEqual([6, 9, 6]);
    expect(societalImpactGroups.map((group) => group.items.length)).toEqual([6, 9, 5, 5]);
  });
});

describe('survey steps', () => {
  test('12 steps with the spec’s forward buttons', () => {
    expect(surveySteps.map((step) => step.forward)).toEqual([
      'Begin Survey',
      'Continue',
      "I'm Ready",
      'Continue',
      'Continue',
      'Continue',
      'Continue',
      'Continue',
      'Continue',
      'Continue',
      'Submit Survey',
      undefined,
    ]);
  });

  test('progress reads "Step n of 11" with the rounded percentage for steps 1 to 10 only', () => {
    expect(surveyProgress(0)).toBeNull();
    expect(surveyProgress(1)).toEqual({ text: 'Step 1 of 11', percent: 9 });
    expect(surveyProgress(5)).toEqual({ text: 'Step 5 of 11', percent: 45 });
    expect(surveyProgress(10)).toEqual({ text: 'Step 10 of 11', percent: 91 });
    expect(surveyProgress(11)).toBeNull();
  });

  test('Back never goes below 0 and Next never past the thank-you step', () => {
    expect(previousStep(0)).toBe(0);
    expect(previousStep(4)).toBe(3);
    expect(nextStep(3)).toBe(4);
    expect(nextStep(11)).toBe(11);
  });

  test('consent needs age and participation; experience and GDPR are optional', () => {
    const consent = { age_confirmed: true, participation_consent: false };
    expect(canContinue(1, { consent })).toBe(false);
    expect(canContinue(1, { consent: { ...consent, participation_consent: true } })).toBe(true);
    expect(canContinue(1, { consent: { participation_consent: true } })).toBe(false);
  });

  test('rated steps need every item rated 1-5; comments, sub-sector and sector extras are optional', () => {
    const answers = exampleSurveyAnswers();
    expect(canContinue(3, { generalAttitudes: answers.generalAttitudes })).toBe(true);
    expect(
      canContinue(3, { generalAttitudes: { ...answers.generalAttitudes, excited_about_advances: 6 as 5 } }),
    ).toBe(false);
    const { pricing_clarity: _missing, ...business } = answers.businessMarket;
    expect(canContinue(8, { businessMarket: business })).toBe(false);
    const { industry_subsector: _optional, ...withoutSubsector } = answers.businessMarket;
    expect(canContinue(8, { businessMarket: withoutSubsector })).toBe(true);
    expect(canContinue(9, { finalFeedback: { responsible_innovation_important: 4 } })).toBe(true);
    expect(canContinue(2, {})).toBe(true);
  });

  test('demographics need the five choices filled; the self-describe texts are optional', () => {
    const { demographics } = exampleSurveyAnswers();
    expect(canContinue(10, { demographics })).toBe(true);
    expect(canContinue(10, { demographics: { ...demographics, country: '  ' } })).toBe(false);
  });
});

describe('survey schemas', () => {
  test('accept a complete survey and refuse one with a missing section', () => {
    const answers = exampleSurveyAnswers();
    expect(surveyAnswersSchema.safeParse(answers).success).toBe(true);
    const { demographics: _missing, ...partial } = answers;
    expect(surveyAnswersSchema.safeParse(partial).success).toBe(false);
    expect(partialSurveyAnswersSchema.safeParse(partial).success).toBe(true);
  });
});
