import type { SelectOption } from '@gbc/ui/controls';

/** A fixed option list of the contracts as select options, in the contract's order. */
export function optionsOf<const T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
