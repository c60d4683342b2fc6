import { auditModule } from './audit-module.js';
import { mailModule } from './mail-module.js';
import type { MigrationSet } from './service-module.js';

/** Schemas of the service kit itself, migrated before any service: every service writes to them. */
export const kitMigrationSets: readonly MigrationSet[] = [auditModule, mailModule];
