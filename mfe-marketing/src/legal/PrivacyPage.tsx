import { privacyPolicy } from './content/privacy.js';
import { LegalPage } from './LegalPage.js';

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
