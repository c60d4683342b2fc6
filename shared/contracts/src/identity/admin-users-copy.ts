// Without zod: the people screen imports this in its first chunk.

/** The admin records kind under which identity lists accounts (`adminRecordsApi.list('identity', kind)`). */
export const userRecordsKind = 'users';
