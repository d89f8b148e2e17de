// Makes sure a Chromium is available before the browser tests start: installs
// Debian's package when we are root on Debian, otherwise says what to install.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findChromium, playwrightHasOwnChromium} from '../tooling/chromium';

function ensureChromium(): number {
  const found = findChromium();
  if (found) {
    console.log(`Chromium: ${found}`);
    return 0;
  }
  if (playwrightHasOwnChromium()) {
    console.log("Chromium: Playwright's own browser");
    return 0;
  }
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
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
    const installed = findChromium();
    if (installed) {
      console.log(`Chromium: ${installed}`);
      return 0;
    }
  }
  console.error(
    'The browser tests need Chromium: install it (on Debian or Ubuntu, `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
  );
  return 1;
}

process.exit(ensureChromium());
