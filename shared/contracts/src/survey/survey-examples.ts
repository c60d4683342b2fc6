// A complete, valid survey for tests and the bench: every required item, built from the item lists so
// it follows them when they change.
import { requiredRatings, type SurveyAnswers, surveySections } from './survey-steps.js';

const rated = (section: keyof typeof requiredRatings, rating: number) =>
  Object.fromEntries(requiredRatings[section].map((key) => [key, rating]));

/** Every section answered, each 1-5 item with `rating` (3 by default). */
export function exampleSurveyAnswers(rating = 3): SurveyAnswers {
  const ratedSections = Object.fromEntries(
    surveySections.map((section) => [section, rated(section, rating)]),
  );
  return {
    ...ratedSections,
    consent: {
      age_confirmed: true,
      has_professional_experience: false,
      gdpr_consent: false,
      participation_consent: true,
    },
    businessMarket: { ...ratedSections.businessMarket, industry_subsector: 'healthcare' },
    finalFeedback: { responsible_innovation_important: rating },
    demographics: {
      gender: 'prefer-not',
      education_level: 'masters',
      country: 'Australia',
      occupation: 'policy',
      age_range: '35-44',
    },
  } as SurveyAnswers;
}
