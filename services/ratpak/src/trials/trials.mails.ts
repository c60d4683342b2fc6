import { brand } from '@gbc/brand';
import {
  findSubscriptionPlan,
  formatMoney,
  subscriptionPlanCatalogue,
  toMinorUnits,
} from '@gbc/contracts/payments';
import type { TrialState } from '@gbc/contracts/ratpak';
import type { OutgoingMail } from '@gbc/service-kit';

export const salesTrialTemplate = 'ratpak-trial-started';

/**
 * Tells the sales team a Soil Whisperer trial started, to set it up within 24 hours as the page
 * promises. Catalogue words and the payer's checked address only; the reply goes to the payer.
 */
export function salesTrialMail(inbox: string, subscriptionId: string, state: TrialState): OutgoingMail {
  const plan = findSubscriptionPlan(state.planId);
  const name = plan ? plan.name : state.planId;
  const price = plan
    ? `${formatMoney(toMinorUnits(plan.price), subscriptionPlanCatalogue.currency)} per month`
    : 'unknown';
  const text = [
    `A Soil Whisperer ${name} plan free trial has started.`,
    '',
    `Plan: ${name}${plan ? ` (${plan.acres} acres, ${plan.robots} robots)` : ''}`,
    `Price after the trial: ${price}`,
    `Trial ends: ${state.trialEndsAt ? state.trialEndsAt.slice(0, 10) : 'not given'}`,
    `Status: ${state.status}`,
    `Customer email: ${state.email ?? 'not given'}`,
    `Subscription: ${subscriptionId}`,
    `Checkout: ${state.checkoutId}`,
    '',
    `The ${brand.name} (${brand.abbreviation})`,
  ].join('\n');
  return {
    to: inbox,
    ...(state.email ? { replyTo: state.email } : {}),
    subject: `New Soil Whisperer trial: ${name} plan`,
    text,
    template: salesTrialTemplate,
  };
}
