import { BrandProductPage } from '../product-page/BrandProductPage.js';
import { pawLink, pawLinkTiers } from './content/pawlink.js';

/** Spec 2 "/pawlink". */
export default function PawLinkPage() {
  return <BrandProductPage path="/pawlink" gate="pawlink" content={pawLink} tiers={pawLinkTiers} />;
}
