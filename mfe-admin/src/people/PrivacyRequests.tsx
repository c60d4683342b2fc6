import {
  type PrivacyRequestKind,
  type PrivacyRequestView,
  privacyApi,
  privacyStepStateLabels,
} from '@gbc/contracts/admin';
import { Alert, Button, Heading, List, Stack, Text } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { apiGet, useApiMutation, useApiQuery } from '@gbc/web-kit';
import { useState } from 'react';
import { peopleCopy as copy } from './content/people-copy.js';
import { privacyQueries } from './queries.js';

async function download(request: PrivacyRequestView, accessToken: string) {
  const document = await apiGet<unknown>(privacyApi.download(request.id), { accessToken });
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }),
  );
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `personal-data-${request.id}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Export or erase by address, and each request's state per service, polled while any runs. */
export function PrivacyRequests({ accessToken }: { accessToken: string }) {
  const [email, setEmail] = useState('');
  const requests = useApiQuery({
    ...privacyQueries.requests(accessToken),
    // Polled while a request runs, so each service's state shows as it confirms.
    refetchInterval: (query) =>
      query.state.data?.requests.some((r) => r.completedAt === null) ? 1000 : false,
  });
  const start = useApiMutation<{ email: string; kind: PrivacyRequestKind }>({
    method: 'POST',
    path: privacyApi.requests,
    accessToken,
    invalidates: [[...privacyQueries.key]],
    errorContext: 'privacy request',
  });
  const send = (kind: PrivacyRequestKind) => {
    if (kind === 'erase' && !window.confirm(copy.confirmErase)) return;
    start.mutate({ email: email.trim(), kind });
  };
  return (
    <Stack gap="md">
      <Heading level={2}>{copy.privacy}</Heading>
      <Text>{copy.privacyIntro}</Text>
      <TextField
        label={copy.email}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Stack gap="sm" direction="row">
        <Button onClick={() => send('export')} disabled={start.isPending || email.trim() === ''}>
          {copy.export}
        </Button>
        <Button
          variant="outline"
          onClick={() => send('erase')}
          disabled={start.isPending || email.trim() === ''}
        >
          {copy.erase}
        </Button>
      </Stack>
      {start.isError && <Alert tone="danger">{copy.requestFailed}</Alert>}
      <Heading level={3}>{copy.requests}</Heading>
      <Text>{copy.auditRetention}</Text>
      <List>
        {(requests.data?.requests ?? []).map((request) => (
          <li key={request.id} data-testid="privacy-request">
            <Text>
              {request.kind === 'erase' ? copy.erase : copy.export}:{' '}
              {request.email ?? `#${request.subjectHash.slice(0, 12)}`} —{' '}
              {request.completedAt ? copy.complete : copy.running}
            </Text>
            <ul>
              {request.steps.map((step) => (
                <li key={step.service}>
                  {step.service}: {privacyStepStateLabels[step.state]} ({step.attempts} {copy.attempts})
                  {step.lastError ? ` — ${step.lastError}` : ''}
                </li>
              ))}
            </ul>
            {request.kind === 'export' && request.completedAt && (
              <Button variant="outline" onClick={() => download(request, accessToken)}>
                {copy.download}
              </Button>
            )}
          </li>
        ))}
      </List>
    </Stack>
  );
}
