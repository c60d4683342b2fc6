import { contactLimits, contactSubjectParam } from '@gbc/contracts/marketing';
import { Card, Container, Grid, Heading, Section, Stack, Text, theme } from '@gbc/ui';
import { DeferredForm } from '@gbc/web-kit/deferred-form';
import { NewsletterSignup } from '@gbc/web-kit/newsletter';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageIntro } from '../layout/PageIntro.js';
import { ContactFields } from './ContactFields.js';
import type { ContactFormProps } from './ContactForm.js';
import {
  contactDetails,
  contactFormHeading,
  contactFormLead,
  contactInformationHeading,
  contactInformationLead,
  contactIntro,
  contactNewsletterFormLabel,
  contactNewsletterHeading,
  contactNewsletterLead,
} from './content/contact.js';

const Details = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

// The form library and the schema (zod) load with the form, on its first use.
const loadContactForm = () => import('./ContactForm.js');

/** Control and direction characters a link could smuggle into the subject line. */
const hiddenCharacters = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** The subject a program page links with (`/contact?subject=`), as one short line; null without one. */
export function subjectFromSearch(searchParams: URLSearchParams): string | null {
  const subject = (searchParams.get(contactSubjectParam) ?? '')
    .replace(hiddenCharacters, ' ')
    .trim()
    .slice(0, contactLimits.subject);
  return subject === '' ? null : subject;
}

/** Spec 1 "/contact": the contact form, contact information (placeholders) and the newsletter sign-up. */
export default function ContactPage() {
  const [searchParams] = useSearchParams();
  const subject = subjectFromSearch(searchParams);
  const formId = useId();
  const infoId = useId();
  const newsletterId = useId();

  return (
    <>
      <PageIntro path="/contact" lead={contactIntro} />
      <Section tone="muted">
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="xl">
            <Card as="section" aria-labelledby={formId}>
              <Stack gap="md">
                <Heading level={2} id={formId}>
                  {contactFormHeading}
                </Heading>
                <Text size="sm" tone="muted">
                  {contactFormLead}
                </Text>
                <DeferredForm<ContactFormProps>
                  load={loadContactForm}
                  props={{ subject }}
                  placeholder={({ formProps, submitting }) => (
                    <ContactFields
                      formProps={formProps}
                      field={(name) => ({ name })}
                      subject={subject}
                      submitting={submitting}
                    />
                  )}
                />
              </Stack>
            </Card>
            <Stack gap="xl">
              <Card as="section" aria-labelledby={infoId}>
                <Stack gap="md">
                  <Heading level={2} id={infoId}>
                    {contactInformationHeading}
                  </Heading>
                  <Text size="sm" tone="muted">
                    {contactInformationLead}
                  </Text>
                  <Details>
                    {contactDetails.map((detail) => (
                      <div key={detail.label}>
                        <dt>{detail.label}</dt>
                        <dd>{detail.href ? <a href={detail.href}>{detail.value}</a> : detail.value}</dd>
                      </div>
                    ))}
                  </Details>
                </Stack>
              </Card>
              <Card as="section" aria-labelledby={newsletterId}>
                <Stack gap="md">
                  <Heading level={2} id={newsletterId}>
                    {contactNewsletterHeading}
                  </Heading>
                  <Text size="sm" tone="muted">
                    {contactNewsletterLead}
                  </Text>
                  <NewsletterSignup label={contactNewsletterFormLabel} />
                </Stack>
              </Card>
            </Stack>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
