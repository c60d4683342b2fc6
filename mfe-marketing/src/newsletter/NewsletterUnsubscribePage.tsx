import { marketingApi, newsletterMessages } from '@gbc/contracts/marketing';
import { NewsletterTokenAction } from './NewsletterTokenAction.js';

/** `/newsletter/unsubscribe?token=`: ends a subscription without signing in, linked from every newsletter. */
export default function NewsletterUnsubscribePage() {
  return (
    <NewsletterTokenAction
      routePath="/newsletter/unsubscribe"
      intro={newsletterMessages.unsubscribeIntro}
      buttonLabel={newsletterMessages.unsubscribeButton}
      apiPath={marketingApi.newsletter.unsubscribe}
    />
  );
}
