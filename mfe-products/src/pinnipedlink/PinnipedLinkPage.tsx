import { BrandProductPage } from '../product-page/BrandProductPage.js';
import { pinnipedLink } from './content/pinnipedlink.js';

/** Spec 2 "/pinnipedlink". */
export default function PinnipedLinkPage() {
  return <BrandProductPage path="/pinnipedlink" gate="pinnipedlink" content={pinnipedLink} />;
}
