import {
  additionalCommentsLabel,
  ageRangeOptions,
  agreementScale,
  answeredCount,
  autonomyGroups,
  businessMarketItems,
  canContinue,
  consentItems,
  dataPracticesGroups,
  demographicsLabels,
  deviceFunctionalityGroups,
  educationOptions,
  finalFeedbackTexts,
  genderOptions,
  generalAttitudeItems,
  type IndustrySubsector,
  importanceScale,
  industrySubsectorLabel,
  industrySubsectorLabels,
  industrySubsectors,
  occupationOptions,
  responsibleInnovationItem,
  type ScaleOption,
  type SurveyItem,
  type SurveyItemGroup,
  type SurveySection,
  sectorExtraItems,
  societalImpactGroups,
  submitStep,
  surveyConstants,
  surveyProgress,
  surveySteps,
} from '@gbc/contracts/survey';
import { Alert, Button, Card, Heading, Stack, Text } from '@gbc/ui';
import { Checkbox, ProgressBar, RadioGroup, Select, TextArea, TextField } from '@gbc/ui/controls';
import { logError, useApiMutation, usePrefersReducedMotion } from '@gbc/web-kit';
import { type FormEvent, useEffect, useState } from 'react';
import { surveyMutations } from './api.js';
import { surveyCopy } from './content/survey-copy.js';
import { resumePath } from './resume-link.js';
import type { SurveyState } from './useSurvey.js';

type Answers = Record<string, unknown>;

interface SectionProps {
  section: SurveySection;
  answers: Answers;
  answer: SurveyState['answer'];
}

function Ratings({
  section,
  items,
  scale,
  answers,
  answer,
}: SectionProps & { items: readonly SurveyItem[]; scale: readonly ScaleOption[] }) {
  return (
    <Stack gap="md">
      {items.map((entry) => (
        <RadioGroup<number>
          key={entry.key}
          legend={entry.label}
          name={`${section}.${entry.key}`}
          options={scale}
          value={answers[entry.key] as number | undefined}
          onChange={(value) => answer(section, entry.key, value)}
          direction="row"
          required
        />
      ))}
    </Stack>
  );
}

function Criteria({ groups, ...props }: SectionProps & { groups: readonly SurveyItemGroup[] }) {
  return (
    <Stack gap="lg">
      <Text>{surveyCopy.sectionLeads.criteria}</Text>
      {groups.map((group) => (
        <Card as="section" key={group.title} aria-label={group.title}>
          <Stack gap="md">
            <Heading level={3}>{group.title}</Heading>
            <Ratings {...props} items={group.items} scale={importanceScale} />
          </Stack>
        </Card>
      ))}
      <TextArea
        label={additionalCommentsLabel}
        name={`${props.section}.additional_comments`}
        maxLength={surveyConstants.textMax}
        value={(props.answers.additional_comments as string | undefined) ?? ''}
        onChange={(event) => props.answer(props.section, 'additional_comments', event.target.value)}
      />
    </Stack>
  );
}

function BusinessMarket(props: SectionProps) {
  const subsector = props.answers.industry_subsector as IndustrySubsector | undefined;
  const extras = subsector ? sectorExtraItems[subsector] : [];
  return (
    <Stack gap="lg">
      <Text>{surveyCopy.sectionLeads.businessMarket}</Text>
      <Ratings {...props} items={businessMarketItems} scale={importanceScale} />
      <Select
        label={industrySubsectorLabel}
        name="businessMarket.industry_subsector"
        placeholder="—"
        options={industrySubsectors.map((value) => ({ value, label: industrySubsectorLabels[value] }))}
        value={subsector ?? ''}
        onChange={(event) =>
          props.answer(props.section, 'industry_subsector', event.target.value || undefined)
        }
      />
      {extras.length > 0 && (
        <Card as="section" aria-label={surveyCopy.sectorExtrasTitle}>
          <Stack gap="md">
            <Heading level={3}>{surveyCopy.sectorExtrasTitle}</Heading>
            <Ratings {...props} items={extras} scale={importanceScale} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function FinalFeedback(props: SectionProps) {
  return (
    <Stack gap="lg">
      <Ratings {...props} items={[responsibleInnovationItem]} scale={importanceScale} />
      {finalFeedbackTexts.map((entry) => (
        <TextArea
          key={entry.key}
          label={`${entry.label} (optional)`}
          name={`finalFeedback.${entry.key}`}
          maxLength={surveyConstants.textMax}
          value={(props.answers[entry.key] as string | undefined) ?? ''}
          onChange={(event) => props.answer(props.section, entry.key, event.target.value)}
        />
      ))}
    </Stack>
  );
}

function Demographics({ answers, answer, section }: SectionProps) {
  const text = (key: keyof typeof demographicsLabels, required: boolean) => (
    <TextField
      label={`${demographicsLabels[key]}${required ? ' *' : ''}`}
      name={`demographics.${key}`}
      aria-required={required || undefined}
      maxLength={surveyConstants.shortTextMax}
      value={(answers[key] as string | undefined) ?? ''}
      onChange={(event) => answer(section, key, event.target.value)}
    />
  );
  const choice = (
    key: keyof typeof demographicsLabels,
    options: readonly { value: string; label: string }[],
  ) => (
    <RadioGroup
      legend={`${demographicsLabels[key]} *`}
      name={`demographics.${key}`}
      options={options}
      value={answers[key] as string | undefined}
      onChange={(value) => answer(section, key, value)}
      required
    />
  );
  return (
    <Stack gap="lg">
      {choice('gender', genderOptions)}
      {answers.gender === 'self-describe' && text('gender_self_describe', false)}
      {choice('education_level', educationOptions)}
      {text('country', true)}
      {choice('occupation', occupationOptions)}
      {answers.occupation === 'other' && text('occupation_other', false)}
      {choice('age_range', ageRangeOptions)}
    </Stack>
  );
}

function Consent({ answers, answer, section }: SectionProps) {
  return (
    <Stack gap="md">
      <Text>{surveyCopy.consent.lead}</Text>
      {consentItems.map((entry) => (
        <Checkbox
          key={entry.key}
          label={entry.label}
          name={`consent.${entry.key}`}
          checked={answers[entry.key] === true}
          onChange={(event) => answer(section, entry.key, event.target.checked)}
        />
      ))}
    </Stack>
  );
}

function StepBody({ section, ...props }: SectionProps) {
  switch (section) {
    case 'consent':
      return <Consent section={section} {...props} />;
    case 'generalAttitudes':
      return (
        <Stack gap="md">
          <Text>{surveyCopy.sectionLeads.generalAttitudes}</Text>
          <Ratings section={section} {...props} items={generalAttitudeItems} scale={agreementScale} />
        </Stack>
      );
    case 'deviceFunctionality':
      return <Criteria section={section} {...props} groups={deviceFunctionalityGroups} />;
    case 'dataPractices':
      return <Criteria section={section} {...props} groups={dataPracticesGroups} />;
    case 'autonomy':
      return <Criteria section={section} {...props} groups={autonomyGroups} />;
    case 'societalImpact':
      return <Criteria section={section} {...props} groups={societalImpactGroups} />;
    case 'businessMarket':
      return <BusinessMarket section={section} {...props} />;
    case 'finalFeedback':
      return <FinalFeedback section={section} {...props} />;
    case 'demographics':
      return <Demographics section={section} {...props} />;
  }
}

/** "Saved" / "Saving..." / "Offline", always visible and read politely; a failed save says it will sync. */
function SaveStatusLine({ status }: { status: SurveyState['status'] }) {
  const text =
    status === 'offline'
      ? `${surveyCopy.status.offline}: ${surveyCopy.status.pending}`
      : surveyCopy.status[status];
  return (
    <Text
      size="sm"
      tone="muted"
      role="status"
      aria-live="polite"
      aria-label={surveyCopy.status.label}
      data-save-status={status}
    >
      {text}
    </Text>
  );
}

/** The resume code and link, and the optional mail with the link (the address is not kept). */
function ResumePanel({ sessionId }: { sessionId: string | null }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mail = useApiMutation(surveyMutations.resumeMail());
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!sessionId) return;
    setFailure(null);
    try {
      await mail.mutateAsync({ sessionId, email });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <details>
      <summary>{surveyCopy.resume.panelTitle}</summary>
      <Stack gap="sm">
        <Text size="sm">{surveyCopy.resume.panelText}</Text>
        {sessionId ? (
          <>
            <Text size="sm">
              {surveyCopy.resume.codeLabel}: <strong data-resume-code="">{sessionId}</strong>
            </Text>
            <Text size="sm">
              {surveyCopy.resume.linkLabel}: <a href={resumePath(sessionId)}>{resumePath(sessionId)}</a>
            </Text>
            <form onSubmit={send} noValidate>
              <Stack gap="sm">
                <TextField
                  label={surveyCopy.resume.emailLabel}
                  type="email"
                  name="resumeEmail"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <div>
                  <Button type="submit" variant="outline" disabled={mail.isPending || email.trim() === ''}>
                    {surveyCopy.resume.emailButton}
                  </Button>
                </div>
                {sent && <Alert tone="success">{surveyCopy.resume.emailSent}</Alert>}
                {failure && <Alert>{failure}</Alert>}
              </Stack>
            </form>
          </>
        ) : (
          <Text size="sm">{surveyCopy.resume.notReady}</Text>
        )}
      </Stack>
    </details>
  );
}

/** Three seconds of confetti, loaded only here and never under reduced motion; a failed load only warns. */
function useThankYouConfetti() {
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (reducedMotion) return;
    let stopped = false;
    let reset: (() => void) | undefined;
    import('canvas-confetti').then(
      ({ default: confetti }) => {
        if (stopped) return;
        reset = () => confetti.reset();
        const end = Date.now() + surveyConstants.confettiMs;
        const burst = () => {
          if (stopped || Date.now() > end) return;
          void confetti({ particleCount: 40, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true });
          setTimeout(burst, 400);
        };
        burst();
        setTimeout(() => reset?.(), surveyConstants.confettiMs + 1500);
      },
      (error: unknown) => console.warn('Confetti could not load', error),
    );
    return () => {
      stopped = true;
      reset?.();
    };
  }, [reducedMotion]);
}

function ThankYou() {
  useThankYouConfetti();
  return (
    <Stack gap="md">
      <Heading level={1} id="survey-title" tabIndex={-1}>
        {surveyCopy.thankYou.title}
      </Heading>
      <Text>{surveyCopy.thankYou.text}</Text>
    </Stack>
  );
}

const stepTitle = (step: number) => {
  const kind = surveySteps[step]?.kind;
  if (kind === 'consent') return surveyCopy.consent.title;
  if (kind === 'overview') return surveyCopy.overview.title;
  return surveyCopy.sectionTitles[kind as keyof typeof surveyCopy.sectionTitles];
};

/** Steps 1 to 11 of the survey: its own chunk, loaded when the participant begins. */
export default function SurveySteps({ survey }: { survey: SurveyState }) {
  const { draft } = survey;
  if (!draft) return null;
  const step = draft.currentStep;
  const definition = surveySteps[step];
  if (!definition || definition.kind === 'thankYou') return <ThankYou />;
  const progress = surveyProgress(step);
  const section = definition.section;
  const answers = (section ? draft[section] : undefined) as Answers | undefined;
  const ready = canContinue(step, draft);
  const count = section ? answeredCount(section, answers) : null;
  const isSubmit = step === submitStep;
  const onForward = () => {
    if (!isSubmit) return survey.forward();
    survey.submit().catch((error: unknown) => logError('survey submission', error));
  };

  return (
    <Stack gap="lg">
      {progress && <ProgressBar label={progress.text} percent={progress.percent} />}
      <SaveStatusLine status={survey.status} />
      <Heading level={1} id="survey-title" tabIndex={-1}>
        {stepTitle(step)}
      </Heading>
      {definition.kind === 'overview' && <Text>{surveyCopy.overview.text}</Text>}
      {section && <StepBody section={section} answers={answers ?? {}} answer={survey.answer} />}
      {count && !ready && (
        <Text size="sm" tone="muted" id="survey-continue-hint">
          {surveyCopy.answered(count.answered, count.required)}
        </Text>
      )}
      {isSubmit && survey.submitError && <Alert title={surveyCopy.submitFailed}>{survey.submitError}</Alert>}
      <Stack direction="row" gap="md">
        <Button variant="outline" onClick={survey.back} disabled={survey.submitting}>
          {surveyCopy.back}
        </Button>
        <Button
          onClick={onForward}
          disabled={!ready || survey.submitting}
          aria-describedby={count && !ready ? 'survey-continue-hint' : undefined}
        >
          {isSubmit && survey.submitting ? surveyCopy.submitting : definition.forward}
        </Button>
      </Stack>
      <ResumePanel sessionId={draft.sessionId} />
    </Stack>
  );
}
