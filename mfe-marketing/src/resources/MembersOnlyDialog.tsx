import { Alert, ButtonLink, Text } from '@gbc/ui';
import { Dialog } from '@gbc/ui/controls';
import { resourcesPageCopy } from './content/resources-page.js';

const copy = resourcesPageCopy.membersOnlyDialog;

/** What a visitor who is not a signed-in member gets from Download PDF (spec 1 "/resources"). */
export function MembersOnlyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={copy.title}
      description={copy.description}
      actions={
        <>
          <ButtonLink to={copy.contact.to} variant="outline">
            {copy.contact.label}
          </ButtonLink>
          <ButtonLink to={copy.membership.to}>{copy.membership.label}</ButtonLink>
        </>
      }
    >
      <Alert tone="warning" title={copy.notice}>
        <Text size="sm">{copy.noticeText}</Text>
      </Alert>
    </Dialog>
  );
}
