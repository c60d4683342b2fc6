/**
 * Debian's Chromium, as the end-to-end tests and the benchmark launch it. Playwright's own browser
 * download does not work on these machines; the flags keep Chromium off the closed network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
