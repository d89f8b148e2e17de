// Finds the Chromium the browser tests drive, in order of preference: an
// explicit CHROMIUM_PATH, Debian's package, then a browser Playwright itself
// downloaded (on machines that can reach its CDN). CommonJS so that both the
// Playwright config (TypeScript) and the plain Node scripts can load it.
const {existsSync} = require('node:fs');

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** @returns {string | undefined} an executable path, or undefined for Playwright's own browser */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

function playwrightHasOwnChromium() {
  try {
    const {chromium} = require('@playwright/test');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

module.exports = {CHROMIUM_FLAGS, findChromium, playwrightHasOwnChromium};
