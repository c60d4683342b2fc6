import { donationCatalogue, paymentMessages } from '@gbc/contracts/payments';

/**
 * The donation form's rules (spec 1 §4 and §5) with the catalogue's figures: a preset or a custom
 * amount (choosing one clears the other), the monthly flag, the button's label and when it is
 * disabled. Pure, so the page and its tests share one reading.
 */
export interface DonationChoice {
  /** The preset pressed, or null once a custom amount is typed. */
  preset: number | null;
  /** The custom field as typed ('' when empty or when a preset was chosen). */
  custom: string;
  recurring: boolean;
}

export const initialDonationChoice: DonationChoice = {
  preset: donationCatalogue.defaultAmount,
  custom: '',
  recurring: false,
};

/** Choosing a preset clears the custom amount. */
export const choosePreset = (choice: DonationChoice, preset: number): DonationChoice => ({
  ...choice,
  preset,
  custom: '',
});

/** Typing a custom amount clears the preset. */
export const typeCustomAmount = (choice: DonationChoice, custom: string): DonationChoice => ({
  ...choice,
  preset: null,
  custom,
});

export const toggleRecurring = (choice: DonationChoice): DonationChoice => ({
  ...choice,
  recurring: !choice.recurring,
});

/** The custom value read as a whole number of dollars ("12.9" is 12); null when nothing usable is typed. */
export function customAmountOf(custom: string): number | null {
  const trimmed = custom.trim();
  if (!/^-?\d+(\.\d*)?$/.test(trimmed)) return null;
  return Math.trunc(Number(trimmed));
}

/** The amount used: the custom one if present, else the preset (null when neither is set). */
export function donationAmount(choice: DonationChoice): number | null {
  return choice.custom.trim() !== '' ? customAmountOf(choice.custom) : choice.preset;
}

export type DonationProblem = 'none' | 'not-positive' | 'above-maximum';

/**
 * Why Donate is disabled: no amount, or one of 0 or less (spec), or one above what the payments
 * service accepts (the catalogue's maximum), which would only be refused after the press.
 */
export function donationProblem(choice: DonationChoice): DonationProblem | null {
  const amount = donationAmount(choice);
  if (amount === null) return 'none';
  if (amount < donationCatalogue.minimum) return 'not-positive';
  if (amount > donationCatalogue.maximum) return 'above-maximum';
  return null;
}

export const canDonate = (choice: DonationChoice) => donationProblem(choice) === null;

/** The field's error, once something was typed that cannot be given. */
export function customAmountError(choice: DonationChoice): string | undefined {
  if (choice.custom.trim() === '') return undefined;
  return donationProblem(choice) === null ? undefined : paymentMessages.donationRange;
}

/** `$1,000` */
export const formatWholeDollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** "Donate $50", "Donate $50/month"; just "Donate" while no usable amount is chosen. */
export function donateLabel(choice: DonationChoice): string {
  const amount = donationAmount(choice);
  if (amount === null || !canDonate(choice)) return 'Donate';
  return `Donate ${formatWholeDollars(amount)}${choice.recurring ? '/month' : ''}`;
}
