import { termsOfService } from './content/terms.js';
import { LegalPage } from './LegalPage.js';

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
