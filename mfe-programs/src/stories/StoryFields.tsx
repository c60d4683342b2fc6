import { storyLimits, storyTypeLabels, storyTypes } from '@gbc/contracts/programs';
import { Button, Stack, theme } from '@gbc/ui';
import { Checkbox, Select, TextArea, TextField } from '@gbc/ui/controls';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { storyFormLabels } from './content/submit-story.js';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

const storyTypeOptions = storyTypes.map((value) => ({ value, label: storyTypeLabels[value] }));

export type StoryFieldName =
  | 'name'
  | 'email'
  | 'storyType'
  | 'storyTitle'
  | 'storyContent'
  | 'consentPublish'
  | 'consentContact';

/** A field's props: its name alone in the placeholder, the form library's (with its message) when live. */
export type StoryFieldProps = (
  name: StoryFieldName,
) => { name: string; error?: string | undefined } & Record<string, unknown>;

export interface StoryFieldsProps {
  formProps: ComponentPropsWithRef<'form'>;
  field: StoryFieldProps;
  submitting: boolean;
  outcome?: ReactNode;
}

/**
 * The story form's markup, the same in the server-rendered placeholder and in the live form (spec 3
 * §2, §5): the title and story inputs are capped at their maxima, the story box has 8 rows.
 */
export function StoryFields({ formProps, field, submitting, outcome }: StoryFieldsProps) {
  return (
    <Form {...formProps} noValidate aria-label={storyFormLabels.form}>
      <TextField
        label={storyFormLabels.name}
        autoComplete="name"
        aria-required="true"
        maxLength={storyLimits.nameMax}
        {...field('name')}
      />
      <TextField
        label={storyFormLabels.email}
        type="email"
        autoComplete="email"
        aria-required="true"
        {...field('email')}
      />
      <Select
        label={storyFormLabels.storyType}
        placeholder={storyFormLabels.storyTypePlaceholder}
        options={storyTypeOptions}
        aria-required="true"
        {...field('storyType')}
      />
      <TextField
        label={storyFormLabels.storyTitle}
        aria-required="true"
        maxLength={storyLimits.titleMax}
        {...field('storyTitle')}
      />
      <TextArea
        label={storyFormLabels.storyContent}
        rows={storyLimits.contentRows}
        aria-required="true"
        maxLength={storyLimits.contentMax}
        {...field('storyContent')}
      />
      <Checkbox label={storyFormLabels.consentPublish} {...field('consentPublish')} />
      <Checkbox label={storyFormLabels.consentContact} {...field('consentContact')} />
      <Stack direction="row">
        <Button type="submit" disabled={submitting}>
          {submitting ? storyFormLabels.submitting : storyFormLabels.submit}
        </Button>
      </Stack>
      {outcome}
    </Form>
  );
}
