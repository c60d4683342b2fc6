import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';

export type ZodFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'mode' | 'reValidateMode'
>;

/**
 * A react-hook-form form validated by a shared contract schema, the one the service enforces, so both
 * sides give the same messages. Fields are checked on submit, then on every change (spec 1's join form):
 * no error while someone is still typing their first attempt. On a subpath (`@gbc/web-kit/forms`) so the
 * form libraries load with the first form, never in the first load of a page.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: ZodFormOptions<Input, Output> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    ...options,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(schema),
  });
}
