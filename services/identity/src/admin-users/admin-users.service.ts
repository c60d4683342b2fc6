import { type UserProfile, type UserRecordFilters, userRecordsKind } from '@gbc/contracts/identity';
import { type AdminRecordReader, createAdminRecordReader } from '@gbc/service-kit';
import type { Kysely } from 'kysely';
import type { IdentityDatabase } from '../database.js';
import { toUserProfile } from '../users/users.service.js';
import { listUsers } from './admin-users.repository.js';

/** Accounts for the people screen (list and search; role changes go through `roles`). Exports are audited. */
export function userRecords(db: Kysely<IdentityDatabase>): AdminRecordReader<UserProfile, UserRecordFilters> {
  return createAdminRecordReader<UserProfile, UserRecordFilters>(
    db,
    {
      page: async (filters, limit, after) => (await listUsers(db, filters, limit, after)).map(toUserProfile),
      position: (user) => ({ at: new Date(user.createdAt), id: user.id }),
      columns: [
        { header: 'id', value: (u) => u.id },
        { header: 'created_at', value: (u) => u.createdAt },
        { header: 'email', value: (u) => u.email },
        { header: 'display_name', value: (u) => u.displayName },
        { header: 'roles', value: (u) => u.roles.join(' ') },
        { header: 'email_verified', value: (u) => u.emailVerified },
        { header: 'mfa_enabled', value: (u) => u.mfaEnabled },
      ],
    },
    { kind: userRecordsKind, personalData: false },
  );
}
