// Makes sure a Chromium is available before the browser tests start: installs
// Debian's packages when we are root on Debian, otherwise says what to install.
// The tests prefer the headless shell (chromium-headless-shell); the full
// browser (chromium) is what the benchmarks run, and the tests' fallback.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findChromium, findTestChromium, HEADLESS_SHELL, playwrightHasOwnChromium} from '../tooling/chromium';

/**
 * The fonts the pixel baselines were drawn with (tests/visual/baselines.ts): Debian's packages, fixed for the
 * release. They are installed by name: Chromium only recommends Liberation, and recommended packages are not
 * installed (install below).
 */
const fontPackages: readonly {name: string; file: string}[] = [
  {name: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'},
  {name: 'fonts-liberation', file: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'},
];

/** The Debian packages missing from this machine. */
function missingPackages(): string[] {
  const fonts = fontPackages.filter(({file}) => !existsSync(file)).map(({name}) => name);
  if (process.env.CHROMIUM_PATH) return fonts;
  return [
    ...(findChromium() ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
    ...fonts,
  ];
}

function install(packages: string[]): void {
  console.log(`Installing Debian's ${packages.join(' and ')} with apt-get…`);
  try {
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    // Without what Chromium's dependencies only recommend (avahi, samba's client, printer tools, perl modules), which
    // apt unpacked beside `npm test`'s CPU-bound first stage: on a minimal Debian 12, 176 packages instead of 327.
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
  } catch {
    // What is still missing is said below.
  }
}

function ensureChromium(): number {
  const missing = missingPackages();
  if (missing.length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) install(missing);
  const found = findTestChromium();
  if (found) {
    console.log(`Chromium for the browser tests: ${found}`);
    if (found !== HEADLESS_SHELL && !process.env.CHROMIUM_PATH) {
      console.log('(chromium-headless-shell is missing: the tests run in the full browser, about twice as slow.)');
    }
    return 0;
  }
  if (playwrightHasOwnChromium()) {
    console.log("Chromium for the browser tests: Playwright's own browser");
    return 0;
  }
  console.error(
    'The browser tests need Chromium: install it (on Debian or Ubuntu, `sudo apt-get install -y chromium chromium-headless-shell`) or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
  );
  return 1;
}

process.exit(ensureChromium());
