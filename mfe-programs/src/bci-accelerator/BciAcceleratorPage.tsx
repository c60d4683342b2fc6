import { bciAcceleratorFacts } from '@gbc/contracts/programs';
import { routeMeta } from '@gbc/site-map';
import { ButtonLink } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { CurriculumList } from '../program-page/CurriculumList.js';
import { FactGrid } from '../program-page/FactGrid.js';
import { PageSection } from '../program-page/PageSection.js';
import { ProgramClosingBanner } from '../program-page/ProgramClosingBanner.js';
import { ProgramHero } from '../program-page/ProgramHero.js';
import { TitledTextGrid } from '../program-page/TitledTextGrid.js';
import {
  acceleratorHero,
  alumniSection,
  alumniStories,
  applyLink,
  benefits,
  benefitsSection,
  closing,
  closingApplyLink,
  cohortSection,
  curriculum,
  curriculumSection,
  eligibility,
  eligibilitySection,
  questionsLink,
  timelineSection,
} from './content/bci-accelerator.js';
import { FundingTimeline } from './FundingTimeline.js';

const meta = routeMeta('/programs/bci-accelerator');

/** /programs/bci-accelerator: benefits, cohort, eligibility, curriculum, alumni and timeline (spec 3 §2). */
export default function BciAcceleratorPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <ProgramHero
        {...acceleratorHero}
        actions={<ButtonLink to={applyLink.to}>{applyLink.label}</ButtonLink>}
      />
      <PageSection id="benefits" {...benefitsSection}>
        <TitledTextGrid items={benefits} label={benefitsSection.title} />
      </PageSection>
      <PageSection id="cohort" tone="muted" {...cohortSection}>
        <FactGrid facts={bciAcceleratorFacts.facts} label={cohortSection.title} />
      </PageSection>
      <PageSection id="eligibility" {...eligibilitySection}>
        <TitledTextGrid items={eligibility} label={eligibilitySection.title} />
      </PageSection>
      <PageSection id="curriculum" tone="muted" {...curriculumSection}>
        <CurriculumList blocks={curriculum} label={curriculumSection.title} />
      </PageSection>
      <PageSection id="alumni" {...alumniSection}>
        <TitledTextGrid items={alumniStories} label={alumniSection.title} />
      </PageSection>
      <PageSection id="timeline" tone="muted" {...timelineSection}>
        <FundingTimeline readings={bciAcceleratorFacts.fundingReadings} />
      </PageSection>
      <ProgramClosingBanner closing={closing} primary={closingApplyLink} secondary={questionsLink} />
    </>
  );
}
