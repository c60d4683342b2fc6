import {
  type SiteAuditError,
  type SiteAuditRequestInput,
  type SiteAuditRun,
  siteAuditApi,
  siteAuditRequestSchema,
} from '@gbc/contracts/admin';
import { Alert } from '@gbc/ui';
import { ApiError, useApiMutation } from '@gbc/web-kit';
import { type DeferredFormLiveProps, withInitialValues } from '@gbc/web-kit/deferred-form';
import { useContractForm } from '@gbc/web-kit/forms';
import { SiteAuditFields } from './SiteAuditFields.js';

export interface SiteAuditFormProps {
  defaultUrl: string;
  /** A run is under way: the form waits for it. */
  busy: boolean;
  onStarted(run: SiteAuditRun): void;
  /** The service refused the URL (another host, a private address): shown in the Validation Failed panel. */
  onRefused(issue: SiteAuditError): void;
}

const responseSchema = async () => (await import('@gbc/contracts/admin')).siteAuditRunSchema;

/**
 * The audit form's live half, its own chunk with the form library and the schema the service enforces
 * ("URL is required", "Invalid URL format" on the field). A refusal of the URL itself, which only the
 * service can judge, goes to the failure panel; anything else (busy, too many runs) shows under the button.
 */
export default function SiteAuditForm({
  defaultUrl,
  busy,
  onStarted,
  onRefused,
  initialValues,
}: SiteAuditFormProps & DeferredFormLiveProps) {
  const startRun = useApiMutation<unknown, SiteAuditRun>({
    method: 'POST',
    path: siteAuditApi.start,
    schema: responseSchema,
  });
  const { field, failure, submitting, onSubmit } = useContractForm(
    siteAuditRequestSchema,
    withInitialValues<SiteAuditRequestInput>({ url: defaultUrl }, initialValues),
    async (body) => {
      try {
        onStarted(await startRun.mutateAsync(body));
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && !error.fields) {
          onRefused({ type: 'refused', message: error.message, url: body.url, page: '' });
          return;
        }
        throw error;
      }
    },
    { errorContext: 'site audit' },
  );
  return (
    <SiteAuditFields
      formProps={{ onSubmit }}
      urlField={field('url')}
      busy={busy || submitting}
      outcome={failure ? <Alert tone="danger">{failure}</Alert> : null}
    />
  );
}
