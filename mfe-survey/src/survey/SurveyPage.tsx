import { routeMeta } from '@gbc/site-map';
import { Container, Section, Stack, Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { surveyCopy } from './content/survey-copy.js';
import { useSurvey } from './useSurvey.js';
import { WelcomeStep } from './WelcomeStep.js';

const meta = routeMeta('/signal-economy-survey');

// Steps 1 to 11 (the items, their rules, the confetti's loader) are their own chunk, fetched when the
// participant begins or a restored draft is past the welcome step.
const loadSteps = () => import('./SurveySteps.js');
const SurveySteps = lazy(loadSteps);

/**
 * /signal-economy-survey: the 12-step Signal Economy Trust Study (spec 3 §4, §5). The server renders
 * the welcome step; the browser then restores the local draft and opens the response.
 */
export default function SurveyPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const survey = useSurvey();
  const step = survey.draft?.currentStep ?? 0;
  const headingRef = useRef<HTMLDivElement>(null);
  const previousStep = useRef(step);

  // Each step starts at its heading: keyboard and screen-reader users land where the new content is.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    headingRef.current?.querySelector<HTMLElement>('h1, h2')?.focus();
  }, [step]);

  return (
    <Section aria-labelledby="survey-title">
      <Container>
        <div ref={headingRef}>
          <Stack gap="lg">
            {step === 0 || !survey.draft ? (
              <WelcomeStep survey={survey} preload={loadSteps} />
            ) : (
              <Suspense fallback={<Text role="status">{surveyCopy.loading}</Text>}>
                <SurveySteps survey={survey} />
              </Suspense>
            )}
          </Stack>
        </div>
      </Container>
    </Section>
  );
}
