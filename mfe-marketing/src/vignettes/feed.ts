import { vignetteFeed } from '@gbc/contracts/marketing';
import { brand, type PageAlternate } from '@gbc/site-map';

/** The vignettes feed as the list page's head links it; the title is the feed document's own. */
export const vignettesFeedAlternate: PageAlternate = {
  href: vignetteFeed.path,
  type: vignetteFeed.type,
  title: `${vignetteFeed.title} · ${brand.name}`,
};
