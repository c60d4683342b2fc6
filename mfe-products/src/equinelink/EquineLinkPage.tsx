import { BrandProductPage } from '../product-page/BrandProductPage.js';
import { equineLink, equineLinkTiers } from './content/equinelink.js';

/** Spec 2 "/equinelink". */
export default function EquineLinkPage() {
  return (
    <BrandProductPage path="/equinelink" gate="equinelink" content={equineLink} tiers={equineLinkTiers} />
  );
}
