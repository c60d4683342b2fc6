// `@gbc/web-kit/newsletter`: the newsletter sign-up of the footer and the contact page. zod-free: the
// form library and the schema load with `NewsletterSignupForm`, on the first interaction with the form.
import { DeferredForm } from '../deferred-form.js';
import { NewsletterFields, newsletterFormLabel } from './NewsletterFields.js';
import type { NewsletterSignupFormProps } from './NewsletterSignupForm.js';

const loadSignupForm = () => import('./NewsletterSignupForm.js');

/** The newsletter sign-up (spec 1 §5, §8): server-rendered field and button, live on first use. */
export function NewsletterSignup({ label = newsletterFormLabel }: { label?: string }) {
  return (
    <DeferredForm<NewsletterSignupFormProps>
      load={loadSignupForm}
      props={{ label }}
      placeholder={({ formProps, submitting }) => (
        <NewsletterFields
          formProps={formProps}
          emailField={{ name: 'email' }}
          submitting={submitting}
          label={label}
        />
      )}
    />
  );
}

export default NewsletterSignup;
export { newsletterFailureMessage } from './newsletter-failure-message.js';
