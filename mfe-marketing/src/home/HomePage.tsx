import { brand } from '@gbc/site-map';
import { StructuredData, useDocumentMeta, useRouteEntry } from '@gbc/web-kit';
import { useCouncilOrganization } from '../structured-data/useCouncilOrganization.js';
import { AboutSection } from './sections/AboutSection.js';
import { FeaturedTechnologiesSection } from './sections/FeaturedTechnologiesSection.js';
import { FeaturedVignettesSection } from './sections/FeaturedVignettesSection.js';
import { FocusAreasSection } from './sections/FocusAreasSection.js';
import { HeroSection } from './sections/HeroSection.js';
import { JoinCallToAction } from './sections/JoinCallToAction.js';
import { MilestonesSection } from './sections/MilestonesSection.js';
import { MissionSection } from './sections/MissionSection.js';
import { PillarsSection } from './sections/PillarsSection.js';
import { SummitBanner } from './sections/SummitBanner.js';
import { SurveyCallToAction } from './sections/SurveyCallToAction.js';
import { VignetteCarouselSection } from './sections/VignetteCarouselSection.js';
import { WorkAreasSection } from './sections/WorkAreasSection.js';
import { useWelcomeToast } from './useWelcomeToast.js';

/** Home (/): the sections of spec 1 "Home", in the order the spec lists them. */
export default function HomePage() {
  // The title is the council's name alone, as the route table gives it (no " - GBC").
  const home = useRouteEntry('/');
  useDocumentMeta({ title: home?.title ?? brand.name, description: home?.description });
  useWelcomeToast();
  const organization = useCouncilOrganization();
  return (
    <>
      <StructuredData data={organization} />
      <HeroSection />
      <AboutSection />
      <MissionSection />
      <MilestonesSection />
      <WorkAreasSection />
      <FocusAreasSection />
      <PillarsSection />
      <SummitBanner />
      <VignetteCarouselSection />
      <FeaturedTechnologiesSection />
      <FeaturedVignettesSection />
      <SurveyCallToAction />
      <JoinCallToAction />
    </>
  );
}
