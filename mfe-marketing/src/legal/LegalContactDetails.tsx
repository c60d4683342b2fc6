import { Text } from '@gbc/ui';
import { styled } from 'styled-components';
import { legalContactDetails } from './content/common.js';

const Address = styled.address`
  font-style: normal;
`;

/** The council's e-mail and (placeholder) postal address at the end of a legal page. */
export function LegalContactDetails() {
  return (
    <Address>
      <Text>
        {legalContactDetails.emailLabel}:{' '}
        <a href={`mailto:${legalContactDetails.email}`}>{legalContactDetails.email}</a>
      </Text>
      <Text>
        {legalContactDetails.postalLabel}: {legalContactDetails.postalAddress}
      </Text>
    </Address>
  );
}
