import { donationCatalogue, paymentMessages } from '@gbc/contracts/payments';
import {
  canDonate,
  choosePreset,
  customAmountError,
  customAmountOf,
  type DonationChoice,
  donateLabel,
  donationAmount,
  donationProblem,
  initialDonationChoice,
  toggleRecurring,
  typeCustomAmount,
} from '../../src/donations/donation-amount.js';

const typed = (custom: string, from: DonationChoice = initialDonationChoice) =>
  typeCustomAmount(from, custom);

describe('donation amount rules (spec 1 §4, §5, §9)', () => {
  test('starts on the catalogue default preset, one-off, nothing typed', () => {
    expect(initialDonationChoice).toEqual({
      preset: donationCatalogue.defaultAmount,
      custom: '',
      recurring: false,
    });
    expect(donationAmount(initialDonationChoice)).toBe(50);
    expect(donateLabel(initialDonationChoice)).toBe('Donate $50');
  });

  test('choosing a preset clears the custom amount; typing a custom amount clears the preset', () => {
    const custom = typed('75');
    expect(custom).toMatchObject({ preset: null, custom: '75' });
    expect(donationAmount(custom)).toBe(75);
    const preset = choosePreset(custom, 250);
    expect(preset).toMatchObject({ preset: 250, custom: '' });
    expect(donationAmount(preset)).toBe(250);
  });

  test('the monthly flag toggles and appends /month to the label', () => {
    const monthly = toggleRecurring(initialDonationChoice);
    expect(monthly.recurring).toBe(true);
    expect(donateLabel(monthly)).toBe('Donate $50/month');
    expect(donateLabel(choosePreset(monthly, 1000))).toBe('Donate $1,000/month');
    expect(toggleRecurring(monthly).recurring).toBe(false);
  });

  test('the custom value is read as a whole number and used over the preset', () => {
    expect(customAmountOf('12')).toBe(12);
    expect(customAmountOf(' 12.9 ')).toBe(12);
    expect(customAmountOf('')).toBeNull();
    expect(customAmountOf('abc')).toBeNull();
    expect(customAmountOf('1e3')).toBeNull();
    expect(donateLabel(typed('12.9'))).toBe('Donate $12');
  });

  test('Donate is disabled with neither preset nor custom amount, or a custom amount of 0 or less', () => {
    const cleared = typed('');
    expect(cleared.preset).toBeNull();
    expect(donationProblem(cleared)).toBe('none');
    expect(canDonate(cleared)).toBe(false);
    expect(donateLabel(cleared)).toBe('Donate');
    for (const value of ['0', '-5', '0.5']) {
      expect(donationProblem(typed(value))).toBe('not-positive');
      expect(canDonate(typed(value))).toBe(false);
    }
    expect(canDonate(typed('1'))).toBe(true);
  });

  test('the catalogue maximum is the last amount accepted; above it the field says the range', () => {
    expect(canDonate(typed(String(donationCatalogue.maximum)))).toBe(true);
    const above = typed(String(donationCatalogue.maximum + 1));
    expect(donationProblem(above)).toBe('above-maximum');
    expect(canDonate(above)).toBe(false);
    expect(customAmountError(above)).toBe(paymentMessages.donationRange);
    expect(customAmountError(typed('0'))).toBe(paymentMessages.donationRange);
    expect(customAmountError(typed('20'))).toBeUndefined();
    expect(customAmountError(initialDonationChoice)).toBeUndefined();
  });

  test('every preset is a valid amount', () => {
    for (const preset of donationCatalogue.presets) {
      expect(canDonate(choosePreset(initialDonationChoice, preset))).toBe(true);
    }
  });
});
