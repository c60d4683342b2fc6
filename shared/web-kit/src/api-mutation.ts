import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiWriteMethod, apiSend, type SchemaSource } from './api-client.js';
import { logError } from './log-error.js';

/** One write of the API as a mutation: where it goes, how its answer is checked, what it makes stale. */
export interface ApiMutationDefinition<T> {
  method: ApiWriteMethod;
  path: string;
  /** Checks the answer; prefer a function that imports the schema (zod stays out of the first load). */
  schema?: SchemaSource<T>;
  /** Sent as `Authorization: Bearer …`; the one of the latest render (a renewed session counts once rendered). */
  accessToken?: string | null;
  /** Keys (from the domain's key factory) of the queries the write changes: refetched once it succeeded. */
  invalidates?: QueryKey[];
  /** Logged with the error when the write fails; unlogged when omitted. */
  errorContext?: string;
}

/**
 * A validated write through the query client, beside `useApiQuery`: `mutateAsync(body)` sends it and
 * resolves with the checked answer; `isPending`, `error` and `reset` describe it for the page. Writes are
 * not retried (a second try of a one-time action would fail or repeat it).
 */
export function useApiMutation<Body = unknown, T = unknown>({
  method,
  path,
  schema,
  accessToken,
  invalidates = [],
  errorContext,
}: ApiMutationDefinition<T>) {
  const queryClient = useQueryClient();
  return useMutation<T, Error, Body>({
    mutationFn: (body) => apiSend<T>(method, path, body, { schema, accessToken }),
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onError: (error) => {
      if (errorContext) logError(errorContext, error);
    },
  });
}
