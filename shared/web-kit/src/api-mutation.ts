import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { type ApiWriteMethod, apiSend, newIdempotencyKey, type SchemaSource } from './api-client.js';
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
 * not retried automatically. Each submission carries a fresh `Idempotency-Key`; the same body sent
 * again after a failure is a retry of it and carries the same key, so a write whose answer was lost
 * (a dropped connection, a timeout) is not written twice.
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
  // The last submission that has not succeeded yet: its body as sent, and its key.
  const unfinished = useRef<{ body: string; key: string } | null>(null);
  return useMutation<T, Error, Body>({
    mutationFn: (body) => {
      const sent = JSON.stringify(body ?? null);
      const key = unfinished.current?.body === sent ? unfinished.current.key : newIdempotencyKey();
      unfinished.current = { body: sent, key };
      return apiSend<T>(method, path, body, { schema, accessToken, idempotencyKey: key });
    },
    onSuccess: () => {
      unfinished.current = null;
      return Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (errorContext) logError(errorContext, error);
    },
  });
}
