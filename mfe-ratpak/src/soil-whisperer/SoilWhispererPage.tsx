import { leadMessages } from '@gbc/contracts/ratpak';
import { routeMeta } from '@gbc/site-map';
import { useDocumentMeta } from '@gbc/web-kit';
import { Breadcrumb } from '../layout/Breadcrumb.js';
import { ClosingBanner } from '../layout/ClosingBanner.js';
import { FeatureCards } from '../layout/FeatureCards.js';
import { HeroAnchors } from '../layout/HeroAnchors.js';
import { PageHero } from '../layout/PageHero.js';
import { PageSection } from '../layout/PageSection.js';
import { Testimonials } from '../layout/Testimonials.js';
import { DeferredLeadForm } from '../leads/DeferredLeadForm.js';
import { verticalTrail } from '../verticals/content/verticals.js';
import {
  pricingCopy,
  simulatorCopy,
  soilCapabilities,
  soilClosing,
  soilHero,
  soilLeadForm,
  soilSectionTitles,
  soilTestimonials,
} from './content/soil-whisperer.js';
import { SoilPlans } from './SoilPlans.js';
import { SoilSimulator } from './SoilSimulator.js';

const meta = routeMeta('/ratpak/verticals/soil-whisperer');
const loadSoilLeadForm = () => import('./SoilLeadForm.js');

/** /ratpak/verticals/soil-whisperer (spec 2 §2): soil analysis, the simulator, trial leads and plans. */
export default function SoilWhispererPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <PageHero
        breadcrumb={<Breadcrumb trail={verticalTrail} current={soilHero.title} />}
        eyebrow={soilHero.eyebrow}
        title={soilHero.title}
        lead={soilHero.lead}
        actions={<HeroAnchors links={soilHero.links} />}
      />
      <PageSection id="capabilities" title={soilSectionTitles.capabilities}>
        <FeatureCards items={soilCapabilities} columns={4} />
      </PageSection>
      <PageSection id="simulator" title={simulatorCopy.title} lead={simulatorCopy.lead} tone="muted">
        <SoilSimulator />
      </PageSection>
      <PageSection id="lead-form" title={soilLeadForm.title} lead={soilLeadForm.lead}>
        <DeferredLeadForm
          load={loadSoilLeadForm}
          label={soilLeadForm.label}
          fields={soilLeadForm.fields}
          submitLabel={soilLeadForm.submit}
          submittingLabel={leadMessages.settingUpTrial}
        />
      </PageSection>
      <PageSection id="testimonials" title={soilSectionTitles.testimonials} tone="muted">
        <Testimonials items={soilTestimonials} />
      </PageSection>
      <PageSection id="pricing" title={pricingCopy.title} lead={pricingCopy.lead}>
        <SoilPlans />
      </PageSection>
      <ClosingBanner {...soilClosing} />
    </>
  );
}
