import type { SiteAuditError } from '@gbc/contracts/admin';
import { routeMeta } from '@gbc/site-map';
import { Badge, Card, Container, Eyebrow, Heading, Lead, Section, Stack } from '@gbc/ui';
import { publicOrigin, useApiQuery, useDocumentMeta } from '@gbc/web-kit';
import { DeferredForm } from '@gbc/web-kit/deferred-form';
import { useState } from 'react';
import { AuditResultView, ValidationPanel } from './AuditOutcome.js';
import { AuditProgress } from './AuditProgress.js';
import { siteAuditIntro } from './content/site-audit.js';
import { siteAuditQueries } from './queries.js';
import { SiteAuditFields } from './SiteAuditFields.js';
import type { SiteAuditFormProps } from './SiteAuditForm.js';

const meta = routeMeta('/site-audit');

// The form library and the schema (zod) load with the form, on its first use.
const loadSiteAuditForm = () => import('./SiteAuditForm.js');

/** How often a running audit's progress is asked for. */
const pollMs = 1000;

/**
 * /site-audit (spec 1 §2, §4): idle, testing with live progress, then Validation Passed with the
 * results, or Validation Failed with its issues (and the results, when the crawl ran).
 */
export default function SiteAuditPage() {
  useDocumentMeta({ title: meta.title, description: meta.description });
  const [runId, setRunId] = useState<string | null>(null);
  const [refused, setRefused] = useState<SiteAuditError | null>(null);
  const run = useApiQuery({
    ...siteAuditQueries.run(runId ?? ''),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? pollMs : false),
  });
  const current = runId ? run.data : undefined;
  const testing = runId !== null && (current === undefined || current.status === 'running');
  const defaultUrl = publicOrigin();

  return (
    <>
      <Section tone="brand" aria-labelledby="site-audit-title">
        <Container>
          <Stack gap="md">
            <Stack direction="row" gap="sm">
              <Eyebrow>{siteAuditIntro.eyebrow}</Eyebrow>
              <Badge tone="warning">Internal</Badge>
            </Stack>
            <Heading level={1} id="site-audit-title">
              {siteAuditIntro.title}
            </Heading>
            <Lead>{siteAuditIntro.lead}</Lead>
          </Stack>
        </Container>
      </Section>
      <Section tone="muted">
        <Container>
          <Stack gap="lg">
            <Card>
              <DeferredForm<SiteAuditFormProps>
                load={loadSiteAuditForm}
                props={{
                  defaultUrl,
                  busy: testing,
                  onStarted: (started) => {
                    setRefused(null);
                    setRunId(started.id);
                  },
                  onRefused: (issue) => {
                    setRunId(null);
                    setRefused(issue);
                  },
                }}
                placeholder={({ formProps, submitting }) => (
                  <SiteAuditFields
                    formProps={formProps}
                    urlField={{ name: 'url', defaultValue: defaultUrl }}
                    busy={submitting}
                  />
                )}
              />
            </Card>
            <section aria-labelledby="site-audit-results-title" aria-busy={testing}>
              <Stack gap="md">
                <Heading level={2} id="site-audit-results-title">
                  Results
                </Heading>
                <div role="status">{testing && <AuditProgress run={current} />}</div>
                {refused && <ValidationPanel issues={[refused]} />}
                {run.isError && runId && (
                  <ValidationPanel
                    issues={[{ type: 'interrupted', message: run.error.message, url: '', page: '' }]}
                  />
                )}
                {current && current.status !== 'running' && (
                  <>
                    <ValidationPanel issues={current.issues} />
                    {current.result && <AuditResultView result={current.result} />}
                  </>
                )}
              </Stack>
            </section>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
