// `@gbc/early-access`: the early-access gate of the product pages. Each remote that gates a page bundles
// it (it is not a federation singleton), so a fix ships with that remote, without a shell redeploy.
export * from './EarlyAccessGate.js';
