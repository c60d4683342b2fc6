/** Wording of the one e-mail rule (spec 1 §8), used by every form and service that accepts an address. */
export const emailMessages = {
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
} as const;

/** RFC 5321 limits: the whole path, the local part, the domain and each of its labels. */
const maxAddressLength = 254;
const maxLocalLength = 64;
const maxDomainLength = 253;

/**
 * A dot-atom local part (no quoted strings, no spaces, no commas, no leading, trailing or doubled dots)
 * and a dotted ASCII domain whose labels are letters, digits and inner hyphens, ending in a
 * non-numeric top-level label. Internationalised domains are accepted in their punycode form.
 */
const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** The one strict e-mail rule of the site: true when `value` is a deliverable-looking single address. */
export function isEmailAddress(value: string): boolean {
  if (value.length > maxAddressLength) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return (
    local.length <= maxLocalLength &&
    domain.length <= maxDomainLength &&
    localPartPattern.test(local) &&
    domainPattern.test(domain)
  );
}
