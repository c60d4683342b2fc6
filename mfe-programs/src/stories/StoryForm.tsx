import {
  programsApi,
  type StorySubmissionInput,
  type StorySubmitted,
  storyMessages,
  storySubmissionSchema,
} from '@gbc/contracts/programs';
import { Alert, useToast } from '@gbc/ui';
import { useApiMutation } from '@gbc/web-kit';
import { type DeferredFormLiveProps, withInitialValues } from '@gbc/web-kit/deferred-form';
import { useContractForm } from '@gbc/web-kit/forms';
import { useState } from 'react';
import { StoryFields } from './StoryFields.js';

export interface StoryFormProps {
  /** Called once the service has stored the story; the page then shows its thank-you panel. */
  onSubmitted: () => void;
}

const responseSchema = async () => (await import('@gbc/contracts/programs')).storySubmittedSchema;

const emptyStory: StorySubmissionInput = {
  name: '',
  email: '',
  storyType: '' as StorySubmissionInput['storyType'],
  storyTitle: '',
  storyContent: '',
  consentPublish: false,
  consentContact: false,
};

/**
 * The story form's live half, its own chunk with the form library and the schema the service
 * enforces: 'Submitting...' on a disabled button while sending, then the spec's toast (spec 3 §4, §8).
 * The service's field messages show on their fields; any other failure under the button as well.
 */
export default function StoryForm({ onSubmitted, initialValues }: StoryFormProps & DeferredFormLiveProps) {
  const { toast } = useToast();
  const [failed, setFailed] = useState(false);
  const submitRequest = useApiMutation<unknown, StorySubmitted>({
    method: 'POST',
    path: programsApi.stories.submit,
    schema: responseSchema,
  });

  const { field, failure, submitting, onSubmit } = useContractForm(
    storySubmissionSchema,
    withInitialValues(emptyStory, initialValues),
    async (body) => {
      setFailed(false);
      try {
        await submitRequest.mutateAsync(body);
      } catch (error) {
        toast({ title: storyMessages.failed, variant: 'destructive' });
        setFailed(true);
        // The form hook logs it and puts the service's field messages on their fields.
        throw error;
      }
      toast({ title: storyMessages.submitted, variant: 'success' });
      onSubmitted();
    },
    { errorContext: 'story form' },
  );

  return (
    <StoryFields
      formProps={{ onSubmit }}
      field={field}
      submitting={submitting}
      outcome={
        failed ? (
          <Alert tone="danger" title={storyMessages.failed} takeFocus>
            {failure}
          </Alert>
        ) : null
      }
    />
  );
}
