import { routeMeta } from '@gbc/site-map';
import { Card, Container, Eyebrow, Heading, Lead, Section, Stack, Text } from '@gbc/ui';
import { useDocumentMeta } from '@gbc/web-kit';
import { DeferredForm } from '@gbc/web-kit/deferred-form';
import { useEffect, useRef, useState } from 'react';
import { storyFormHeading, storyFormLead, storyThankYou, submitStoryIntro } from './content/submit-story.js';
import { StoryFields } from './StoryFields.js';
import type { StoryFormProps } from './StoryForm.js';

const meta = routeMeta('/submit-story');

// The form library and the schema (zod) load with the form, on its first use.
const loadStoryForm = () => import('./StoryForm.js');

/** The panel that replaces the form once the story is stored; it takes the focus the form had. */
function ThankYouPanel() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Card ref={ref} tabIndex={-1} role="status" aria-labelledby="story-thank-you-title">
      <Stack gap="sm">
        <Heading level={2} id="story-thank-you-title">
          {storyThankYou.title}
        </Heading>
        <Text>{storyThankYou.text}</Text>
      </Stack>
    </Card>
  );
}

/** /submit-story: the story form (idle, submitting, thank-you; spec 3 §2, §4, §5). */
export default function SubmitStoryPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <Section tone="brand" aria-labelledby="submit-story-title">
        <Container>
          <Stack gap="md">
            <Eyebrow>{submitStoryIntro.eyebrow}</Eyebrow>
            <Heading level={1} id="submit-story-title">
              {submitStoryIntro.title}
            </Heading>
            <Lead>{submitStoryIntro.lead}</Lead>
          </Stack>
        </Container>
      </Section>
      <Section tone="muted">
        <Container>
          {submitted ? (
            <ThankYouPanel />
          ) : (
            <Card as="section" aria-labelledby="story-form-title">
              <Stack gap="md">
                <Heading level={2} id="story-form-title">
                  {storyFormHeading}
                </Heading>
                <Text size="sm" tone="muted">
                  {storyFormLead}
                </Text>
                <DeferredForm<StoryFormProps>
                  load={loadStoryForm}
                  props={{ onSubmitted: () => setSubmitted(true) }}
                  placeholder={({ formProps, submitting }) => (
                    <StoryFields formProps={formProps} field={(name) => ({ name })} submitting={submitting} />
                  )}
                />
              </Stack>
            </Card>
          )}
        </Container>
      </Section>
    </>
  );
}
