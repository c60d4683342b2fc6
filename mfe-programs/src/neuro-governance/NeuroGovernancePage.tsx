import { brochureFileName, neuroGovernanceFacts, programsApi } from '@gbc/contracts/programs';
import { routeMeta } from '@gbc/site-map';
import { ButtonLink, DownloadButtonLink, List, Tag } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { CurriculumList } from '../program-page/CurriculumList.js';
import { FactGrid } from '../program-page/FactGrid.js';
import { PageSection } from '../program-page/PageSection.js';
import { ProgramClosingBanner } from '../program-page/ProgramClosingBanner.js';
import { ProgramFaq } from '../program-page/ProgramFaq.js';
import { ProgramHero } from '../program-page/ProgramHero.js';
import { TitledTextGrid } from '../program-page/TitledTextGrid.js';
import {
  applyLink,
  audienceSection,
  audiences,
  brochureLabel,
  closing,
  curriculum,
  curriculumSection,
  factsHeading,
  faq,
  faqHeading,
  inquiryLink,
  learningOutcomes,
  neuroGovernanceHero,
  outcomesSection,
} from './content/neuro-governance.js';

const meta = routeMeta('/programs/neuro-governance');

/** /programs/neuro-governance: the certification course, its facts, curriculum and FAQ (spec 3 §2). */
export default function NeuroGovernancePage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <ProgramHero
        {...neuroGovernanceHero}
        actions={
          <>
            <ButtonLink to={applyLink.to}>{applyLink.label}</ButtonLink>
            <DownloadButtonLink
              href={programsApi.brochure('neuro-governance')}
              fileName={brochureFileName('neuro-governance')}
              variant="outline"
            >
              {brochureLabel}
            </DownloadButtonLink>
          </>
        }
      />
      <PageSection id="facts" title={factsHeading}>
        <FactGrid facts={neuroGovernanceFacts.facts} label={factsHeading} />
      </PageSection>
      <PageSection id="outcomes" tone="muted" {...outcomesSection}>
        <TitledTextGrid items={learningOutcomes} label={outcomesSection.title} />
      </PageSection>
      <PageSection id="curriculum" {...curriculumSection}>
        <CurriculumList blocks={curriculum} label={curriculumSection.title} />
      </PageSection>
      <PageSection id="audience" tone="muted" {...audienceSection}>
        <List direction="row" gap="sm" wrap aria-label={audienceSection.title}>
          {audiences.map((audience) => (
            <Tag as="li" key={audience}>
              {audience}
            </Tag>
          ))}
        </List>
      </PageSection>
      <PageSection id="faq" title={faqHeading}>
        <ProgramFaq entries={faq} group="neuro-governance-faq" />
      </PageSection>
      <ProgramClosingBanner closing={closing} primary={applyLink} secondary={inquiryLink} />
    </>
  );
}
