/** Spec 2 §5: the purchase amount is the shown price with every non-digit stripped ("$24,999" → 24999). */
export function amountFromShownPrice(shown: string): number {
  return Number(shown.replace(/\D/g, ''));
}
