import { leadMessages } from '@gbc/contracts/ratpak';
import { routeMeta } from '@gbc/site-map';
import { useDocumentMeta } from '@gbc/web-kit';
import { Breadcrumb } from '../layout/Breadcrumb.js';
import { ClosingBanner } from '../layout/ClosingBanner.js';
import { FeatureCards } from '../layout/FeatureCards.js';
import { HeroAnchors } from '../layout/HeroAnchors.js';
import { PageHero } from '../layout/PageHero.js';
import { PageSection } from '../layout/PageSection.js';
import { StatGrid } from '../layout/StatGrid.js';
import { Testimonials } from '../layout/Testimonials.js';
import { DeferredLeadForm } from '../leads/DeferredLeadForm.js';
import { verticalTrail } from '../verticals/content/verticals.js';
import {
  demoPicker,
  laserCapabilities,
  laserClosing,
  laserHero,
  laserLeadForm,
  laserSectionTitles,
  laserSpecs,
  laserTestimonials,
  roiCopy,
} from './content/laser-delight.js';
import { DemoSlotPicker } from './DemoSlotPicker.js';
import { RoiCalculator } from './RoiCalculator.js';

const meta = routeMeta('/ratpak/verticals/laser-delight');
const loadLaserLeadForm = () => import('./LaserLeadForm.js');

/** /ratpak/verticals/laser-delight (spec 2 §2): vegetation management, with real demo bookings and leads. */
export default function LaserDelightPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  return (
    <>
      <PageHero
        breadcrumb={<Breadcrumb trail={verticalTrail} current={laserHero.title} />}
        eyebrow={laserHero.eyebrow}
        title={laserHero.title}
        lead={laserHero.lead}
        actions={<HeroAnchors links={laserHero.links} />}
      />
      <PageSection id="demo" title={demoPicker.title} lead={demoPicker.lead}>
        <DemoSlotPicker />
      </PageSection>
      <PageSection id="capabilities" title={laserSectionTitles.capabilities} tone="muted">
        <FeatureCards items={laserCapabilities} columns={4} />
      </PageSection>
      <PageSection id="roi-calculator" title={roiCopy.title} lead={roiCopy.lead}>
        <RoiCalculator />
      </PageSection>
      <PageSection id="lead-form" title={laserLeadForm.title} lead={laserLeadForm.lead} tone="muted">
        <DeferredLeadForm
          load={loadLaserLeadForm}
          label={laserLeadForm.label}
          fields={laserLeadForm.fields}
          submitLabel={laserLeadForm.submit}
          submittingLabel={leadMessages.submitting}
        />
      </PageSection>
      <PageSection id="testimonials" title={laserSectionTitles.testimonials}>
        <Testimonials items={laserTestimonials} />
      </PageSection>
      <PageSection id="specs" title={laserSectionTitles.specs} tone="muted">
        <StatGrid stats={laserSpecs} />
      </PageSection>
      <ClosingBanner {...laserClosing} />
    </>
  );
}
