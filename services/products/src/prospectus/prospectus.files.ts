import { fileURLToPath } from 'node:url';
import { brand } from '@gbc/brand';
import { membershipCatalogue } from '@gbc/contracts/payments';
import {
  membershipProspectus,
  membershipTierDetails,
  membershipTierPriceText,
} from '@gbc/contracts/products';
import {
  readGeneratedFile,
  renderOnePagePdf,
  writeGeneratedFiles,
} from '@gbc/service-kit/generated-documents';

/** Where the build writes the prospectus (`npm run build -w services/products`) and the service reads it. */
export const defaultProspectusDir = fileURLToPath(new URL('../../dist/prospectus/', import.meta.url));

/** The membership prospectus: every tier with its yearly price from the catalogue, audience and benefits. */
export function renderMembershipProspectus(): Promise<Uint8Array> {
  return renderOnePagePdf(
    {
      title: membershipProspectus.title,
      subject: `Membership of the ${brand.name}`,
      issued: new Date('2025-01-01T00:00:00Z'),
    },
    (page) => {
      page.text(membershipProspectus.title, { size: 26, bold: true });
      page.gap(6);
      page.text(`Prices in ${membershipCatalogue.currency.toUpperCase()}, per year.`, {
        size: 13,
        muted: true,
      });
      for (const tier of membershipCatalogue.tiers) {
        const details = membershipTierDetails[tier.id];
        page.gap(16);
        page.text(`${tier.title}: ${membershipTierPriceText(tier)}`, { size: 14, bold: true });
        page.text(details.audience, { size: 11, muted: true });
        for (const benefit of details.benefits) page.text(`- ${benefit}`, { size: 11 });
      }
      page.gap(20);
      page.text(
        `To join, choose a tier on the membership page of our website; for questions, write to ${brand.contactEmail}.`,
        { size: 11, muted: true },
      );
    },
  );
}

/** Writes the prospectus into `dir`; returns the files written. */
export const writeProspectusFiles = (dir: string = defaultProspectusDir): Promise<string[]> =>
  writeGeneratedFiles(dir, [{ name: membershipProspectus.fileName, render: renderMembershipProspectus }]);

/** The built prospectus, or null when the build has not written it. */
export const readProspectusFile = (dir: string): Promise<Buffer | null> =>
  readGeneratedFile(dir, membershipProspectus.fileName);
