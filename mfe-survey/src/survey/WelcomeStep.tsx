import { type SurveyDraft, surveyConstants, surveyMessages, surveySteps } from '@gbc/contracts/survey';
import { Alert, Button, Card, Eyebrow, Heading, Lead, List, Stack, Text } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { useApiMutation } from '@gbc/web-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { surveyMutations } from './api.js';
import { surveyCopy } from './content/survey-copy.js';
import type { SurveyState } from './useSurvey.js';

export interface WelcomeStepProps {
  survey: SurveyState;
  /** Fetches the steps' chunk ahead of the press, on pointer or focus. */
  preload: () => unknown;
}

/** Step 0: what the study is, what is kept, Begin Survey, and resuming with a code. */
export function WelcomeStep({ survey, preload }: WelcomeStepProps) {
  return (
    <>
      <Stack gap="md">
        <Eyebrow>{surveyCopy.welcome.eyebrow}</Eyebrow>
        <Heading level={1} id="survey-title" tabIndex={-1}>
          {surveyCopy.title}
        </Heading>
        <Lead>{surveyCopy.welcome.lead}</Lead>
        <List>
          {surveyCopy.welcome.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </List>
        <div>
          <Button
            size="lg"
            disabled={!survey.draft}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={survey.forward}
          >
            {surveySteps[0]?.forward}
          </Button>
        </div>
      </Stack>
      <Card as="section" aria-labelledby="survey-privacy-title">
        <Stack gap="sm">
          <Heading level={2} id="survey-privacy-title">
            {surveyCopy.privacy.title}
          </Heading>
          <Text>{surveyCopy.privacy.text}</Text>
        </Stack>
      </Card>
      <ResumeForm onResumed={survey.restore} />
    </>
  );
}

/** Resuming on this device from a code or a resume link; the link's code is used on a press, never on load. */
function ResumeForm({ onResumed }: { onResumed: (draft: SurveyDraft) => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<'completed' | 'failed' | null>(null);
  const [failure, setFailure] = useState<string>('');
  const resume = useApiMutation(surveyMutations.resume());
  const fromLink = searchParams.get(surveyConstants.resumeParameter);

  useEffect(() => {
    if (fromLink) setCode(fromLink);
  }, [fromLink]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const resumed = await resume.mutateAsync({ sessionId: code });
      // The code leaves the address bar once used, so it is not shared with the page's URL.
      if (fromLink) setSearchParams({}, { replace: true });
      if (resumed.status === 'completed') {
        setOutcome('completed');
        return;
      }
      onResumed({
        ...resumed.sections,
        responseId: resumed.responseId,
        sessionId: resumed.sessionId,
        currentStep: resumed.currentStep,
      });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : surveyMessages.notFound);
      setOutcome('failed');
    }
  };

  return (
    <Card as="section" aria-labelledby="survey-resume-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Heading level={2} id="survey-resume-title">
            {surveyCopy.resume.title}
          </Heading>
          <TextField
            label={surveyCopy.resume.codeLabel}
            hint={surveyCopy.resume.codeHint}
            name="resumeCode"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div>
            <Button type="submit" variant="secondary" disabled={resume.isPending || code.trim() === ''}>
              {resume.isPending ? surveyCopy.resume.resuming : surveyCopy.resume.button}
            </Button>
          </div>
          {outcome === 'completed' && <Alert tone="success">{surveyCopy.resume.completed}</Alert>}
          {outcome === 'failed' && <Alert>{failure}</Alert>}
        </Stack>
      </form>
    </Card>
  );
}
