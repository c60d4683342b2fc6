import { marketingApi, newsletterMessages } from '@gbc/contracts/marketing';
import { NewsletterTokenAction } from './NewsletterTokenAction.js';

/** `/newsletter/confirm?token=`: the second step of the double opt-in, linked from the confirmation mail. */
export default function NewsletterConfirmPage() {
  return (
    <NewsletterTokenAction
      routePath="/newsletter/confirm"
      intro={newsletterMessages.confirmIntro}
      buttonLabel={newsletterMessages.confirmButton}
      apiPath={marketingApi.newsletter.confirm}
    />
  );
}
