// Makes sure a Java runtime is available for the W3C Nu HTML checker (vnu.jar,
// npm `vnu-jar`): installs Debian's `default-jre-headless` when we are root on
// Debian and `java` is missing, otherwise says what to install. Skips quietly
// when Java is already there, so running it twice costs nothing.
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync} from 'node:fs';

function javaVersion(): string | null {
  const result = spawnSync('java', ['-version'], {encoding: 'utf8'});
  if (result.status !== 0) return null;
  return (result.stderr || result.stdout).split('\n')[0].trim();
}

function ensureJava(): number {
  let version = javaVersion();
  if (version) {
    console.log(`Java: ${version}`);
    return 0;
  }
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Java not found: installing Debian package "default-jre-headless" with apt-get…');
    try {
      // Slim Debian images drop man pages; the JRE's postinst then fails to
      // register `java` with update-alternatives unless the folder exists.
      mkdirSync('/usr/share/man/man1', {recursive: true});
      const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
      execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless'], {
        stdio: 'inherit',
        env,
      });
    } catch {
      // Fall through to the one-sentence message below.
    }
    version = javaVersion();
    if (version) {
      console.log(`Java: ${version}`);
      return 0;
    }
  }
  console.error(
    'The HTML check needs a Java runtime (8 or newer) on PATH: install one (on Debian or Ubuntu, `sudo apt-get install -y default-jre-headless`), then run the tests again.',
  );
  return 1;
}

process.exit(ensureJava());
