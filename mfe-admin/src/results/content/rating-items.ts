import {
  agreementScale,
  autonomyGroups,
  businessMarketItems,
  dataPracticesGroups,
  deviceFunctionalityGroups,
  generalAttitudeItems,
  importanceScale,
  responsibleInnovationItem,
  type SurveySection,
  societalImpactGroups,
} from '@gbc/contracts/survey';

const groupItems = (groups: readonly { items: readonly { key: string; label: string }[] }[]) =>
  groups.flatMap((group) => group.items);

/** Each rated item's wording, as the participant read it, by key. */
export const ratingItemLabels: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ...generalAttitudeItems,
    ...groupItems(deviceFunctionalityGroups),
    ...groupItems(dataPracticesGroups),
    ...groupItems(autonomyGroups),
    ...groupItems(societalImpactGroups),
    ...businessMarketItems,
    responsibleInnovationItem,
  ].map((item) => [item.key, item.label]),
);

/** The scale a section's items were answered on: its five labels, 1 first. */
export const scaleLabels = (section: SurveySection): readonly string[] =>
  (section === 'generalAttitudes' ? agreementScale : importanceScale).map(
    (option) => `${option.value} ${option.label}`,
  );
