import { type AdminVignetteResponse, vignetteWriteSchema } from '@gbc/contracts/marketing';
import { Alert, Button, Heading, Stack } from '@gbc/ui';
import { TextArea, TextField } from '@gbc/ui/controls';
import { useContractForm } from '@gbc/web-kit/forms';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { useVignetteWrite, writeOf } from './api.js';
import { publishingCopy } from './content/publishing-copy.js';
import { RichTextEditor } from './RichTextEditor.js';

const copy = publishingCopy.editor;

type StoredVignette = AdminVignetteResponse['vignette'];
type VignetteInput = z.input<typeof vignetteWriteSchema>;

const emptyVignette: VignetteInput = {
  title: '',
  slug: '',
  excerpt: '',
  seoDescription: null,
  content: '',
  tags: [],
  readTime: 5,
  author: '',
  status: 'draft',
};

/** Tags as typed: separated by commas, blanks dropped. */
const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const nullWhenBlank = { setValueAs: (value: string | null) => (value?.trim() ? value : null) };
const asNumber = { valueAsNumber: true } as const;

export interface VignetteEditorFormProps {
  /** The vignette to edit as stored, or null to write a new draft. */
  vignette: StoredVignette | null;
  accessToken: string;
  onSaved: (slug: string) => void;
  onCancel: () => void;
}

/**
 * The vignette form, its own chunk with TipTap, the form library and the contract schema: checked with
 * the schema the service enforces (its messages under each field), written through marketing's admin API.
 * Editing keeps the vignette's status; the status moves are the panel's buttons.
 */
export default function VignetteEditorForm({
  vignette,
  accessToken,
  onSaved,
  onCancel,
}: VignetteEditorFormProps) {
  const headingId = useId();
  const write = useVignetteWrite(vignette?.slug ?? null, accessToken);
  const initial = vignette ? writeOf(vignette) : emptyVignette;
  const [tagsText, setTagsText] = useState((initial.tags ?? []).join(', '));
  const { form, field, errorOf, failure, submitting, onSubmit, stepUpField } = useContractForm(
    vignetteWriteSchema,
    initial,
    async (body) => {
      await write.mutateAsync(body);
      onSaved(body.slug);
    },
    { errorContext: vignette ? 'vignette update' : 'vignette create' },
  );
  const revalidate = form.formState.isSubmitted;
  const tagErrors = form.formState.errors.tags;
  const tagsError =
    errorOf('tags') ?? (Array.isArray(tagErrors) ? tagErrors.find(Boolean)?.message : undefined);
  return (
    <Stack as="form" gap="md" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {vignette ? copy.editHeading(vignette.title) : copy.newHeading}
      </Heading>
      <TextField label={copy.title} {...field('title')} />
      <TextField label={copy.slug} hint={copy.slugHint} autoComplete="off" {...field('slug')} />
      <TextArea label={copy.excerpt} {...field('excerpt')} />
      <TextArea label={copy.seoDescription} {...field('seoDescription', nullWhenBlank)} />
      <TextField
        label={copy.tags}
        hint={copy.tagsHint}
        value={tagsText}
        error={tagsError}
        onChange={(event) => {
          setTagsText(event.target.value);
          form.setValue('tags', tagsOf(event.target.value), {
            shouldValidate: revalidate,
            shouldDirty: true,
          });
        }}
      />
      <TextField label={copy.readTime} type="number" min={1} max={120} {...field('readTime', asNumber)} />
      <TextField label={copy.author} {...field('author')} />
      <RichTextEditor
        label={copy.body}
        initialHtml={initial.content}
        error={errorOf('content')}
        onChange={(html) => form.setValue('content', html, { shouldValidate: revalidate, shouldDirty: true })}
      />
      {stepUpField}
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Stack gap="sm" direction="row">
        <Button type="submit" disabled={submitting}>
          {submitting ? copy.saving : vignette ? copy.save : copy.create}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}
