import { identityApi, type UserProfile, userRecordsKind } from '@gbc/contracts/identity';
import { Alert, Button, Heading, Stack, Text } from '@gbc/ui';
import { TextField } from '@gbc/ui/controls';
import { useApiMutation } from '@gbc/web-kit';
import { useDeferredValue, useState } from 'react';
import { recordsCopy } from '../records/content/records-copy.js';
import { recordQueries } from '../records/queries.js';
import { RecordsTable } from '../records/RecordsTable.js';
import { peopleCopy as copy } from './content/people-copy.js';
import { PrivacyRequests } from './PrivacyRequests.js';

const usersKey = recordQueries.key('identity', userRecordsKind);

/** Grant or remove the admin role through identity's roles API (audited there); never one's own removal. */
function AdminRole({ user, self, accessToken }: { user: UserProfile; self: boolean; accessToken: string }) {
  const change = useApiMutation<{ role: 'admin'; grant: boolean }>({
    method: 'POST',
    path: identityApi.userRoles(user.id),
    accessToken,
    invalidates: [[...usersKey]],
    errorContext: 'admin role change',
  });
  const isAdmin = user.roles.includes('admin');
  if (self && isAdmin) return <Text>{copy.ownAccount}</Text>;
  return (
    <Stack gap="sm">
      <Button
        variant="outline"
        onClick={() => change.mutate({ role: 'admin', grant: !isAdmin })}
        disabled={change.isPending}
      >
        {isAdmin ? copy.revokeAdmin : copy.grantAdmin}
      </Button>
      {change.isError && <Alert tone="danger">{copy.roleFailed}</Alert>}
    </Stack>
  );
}

export default function PeopleScreen({ accessToken, userId }: { accessToken: string; userId: string }) {
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  return (
    <Stack gap="lg">
      <Stack gap="md">
        <Heading level={2}>{copy.accounts}</Heading>
        <TextField
          label={recordsCopy.search}
          hint={copy.searchHint}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <RecordsTable<UserProfile>
          service="identity"
          kind={userRecordsKind}
          caption={copy.accounts}
          filters={{ search: searched }}
          accessToken={accessToken}
          rowKey={(u) => u.id}
          item={async () => (await import('@gbc/contracts/identity')).userProfileSchema}
          columns={[
            { header: copy.columns.created, cell: (u) => new Date(u.createdAt).toLocaleDateString('en-GB') },
            { header: copy.columns.email, cell: (u) => u.email },
            { header: copy.columns.name, cell: (u) => u.displayName },
            { header: copy.columns.roles, cell: (u) => u.roles.join(', ') || copy.none },
            { header: copy.columns.factor, cell: (u) => (u.mfaEnabled ? copy.yes : copy.no) },
            {
              header: copy.columns.actions,
              cell: (u) => <AdminRole user={u} self={u.id === userId} accessToken={accessToken} />,
            },
          ]}
        />
      </Stack>
      <PrivacyRequests accessToken={accessToken} />
    </Stack>
  );
}
