// Serves build/ with nginx exactly as deploy/nginx.conf says, on a loopback
// port, without root privileges for the server: `npm run serve:nginx`, and the
// web server of the browser suite's "nginx" project (playwright.config.ts).
//
// It takes the lines between the BUI-SITE markers of deploy/nginx.conf (the
// site itself; TLS and the real hostname stay out of a loopback test), points
// root and the CSP include at this build, and adds one thing production does
// not have: a report-uri on the CSP, answered by a small collector here that
// appends every violation to a file in the temp directory, so the suite
// can fail on any (tests/support/csp-teardown.ts).
//
// Installs Debian's nginx when it is missing and we are root; otherwise says
// what to install (`--ensure` does only that). pid, logs and temp files live
// in a fresh temp directory.
import {spawn, spawnSync} from 'node:child_process';
import {appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {findNginx, loopbackNginxConf, nginxRunDir, siteConfig} from './lib/nginx-config';
import {collectorPort, cspReportFile, nginxPort} from '../tooling/ports';

const root = path.resolve(__dirname, '..');
const buildDir = path.resolve(root, process.env.BUI_BUILD_DIR ?? 'build');

function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("nginx is missing: installing Debian's nginx package (apt-get install nginx)…");
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    spawnSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
    // A policy-rc.d that answers 101 keeps the package from starting a system
    // nginx on port 80; one the machine already has (Docker images ship one)
    // is left exactly as it is.
    const install = 'apt-get install -y -qq --no-install-recommends nginx';
    spawnSync(
      'sh',
      [
        '-c',
        `if [ -e /usr/sbin/policy-rc.d ]; then ${install}; else printf '#!/bin/sh\\nexit 101\\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d; ${install}; rc=$?; rm -f /usr/sbin/policy-rc.d; exit $rc; fi`,
      ],
      {stdio: 'inherit', env},
    );
    const installed = findNginx();
    if (installed) return installed;
  }
  console.error(
    "nginx is not installed: install Debian's nginx package (sudo apt-get install nginx) or set NGINX_PATH.",
  );
  process.exit(1);
}

/** The browser's report, from either report format; what cannot be parsed is kept as it came. */
function parseReport(body: string): unknown {
  try {
    const parsed = JSON.parse(body) as {'csp-report'?: unknown};
    return parsed['csp-report'] ?? parsed;
  } catch {
    return {unparsed: body};
  }
}

function serve(): void {
  const nginx = ensureNginx();
  if (!existsSync(path.join(buildDir, '.nginx-csp.conf'))) {
    console.error(`${buildDir} has no .nginx-csp.conf: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dir = nginxRunDir('bui-nginx-');
  const site = siteConfig(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'), {
    port: nginxPort,
    build: buildDir,
    reportUri: '/__csp-report',
    collectorPort,
  });
  const conf = loopbackNginxConf(dir, [site]);
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);

  mkdirSync(path.dirname(cspReportFile), {recursive: true});
  const collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      // Listed by page, with the documented exceptions set apart, at the end
      // of the run (tests/support/csp-teardown.ts).
      appendFileSync(cspReportFile, `${JSON.stringify(parseReport(body))}\n`);
      response.writeHead(204).end();
    });
  });
  collector.listen(collectorPort, '127.0.0.1');

  const server = spawn(nginx, ['-e', `${dir}/error.log`, '-p', dir, '-c', confFile], {stdio: 'inherit'});
  console.log(`nginx (deploy/nginx.conf) serving ${buildDir} at http://127.0.0.1:${nginxPort}/`);
  const stop = () => {
    server.kill('SIGQUIT');
    collector.close();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => {
    collector.close();
    if (code) console.error(readFileSync(`${dir}/error.log`, 'utf8'));
    process.exit(code ?? 0);
  });
}

// `--ensure`: only install nginx if missing (npm test does this before the
// browser runs, so an install never eats into the web server's start-up time).
if (process.argv.includes('--ensure')) console.log(`nginx: ${ensureNginx()}`);
else serve();
