// Makes sure a Chromium is available before the browser tests start: installs
// Debian's package when we are root on Debian, otherwise says what to install.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import chromiumLookup from './chromium.cjs';

const {findChromium, playwrightHasOwnChromium} = chromiumLookup;

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (playwrightHasOwnChromium()) {
  console.log("Chromium: Playwright's own browser");
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian package "chromium" with apt-get…');
  try {
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
  } catch {
    // Fall through to the one-sentence message below.
  }
  if (findChromium()) {
    console.log(`Chromium: ${findChromium()}`);
    process.exit(0);
  }
}

console.error(
  'The browser tests need Chromium: install it (on Debian or Ubuntu, `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
);
process.exit(1);
