#!/usr/bin/env node
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
// what to install (`--ensure` does only that). pid, logs and temp files live in a fresh temp directory.
import {spawn, spawnSync} from 'node:child_process';
import {appendFileSync, chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.resolve(root, process.env.BUI_BUILD_DIR ?? 'build');
export const nginxPort = Number(process.env.BUI_NGINX_PORT ?? Number(process.env.TEST_PORT ?? 4173) + 400);
const collectorPort = nginxPort + 1;
// Same file as tests/support/csp-violations.ts reads.
const reportFile = process.env.BUI_CSP_REPORT_FILE ?? path.join(tmpdir(), `bui-csp-violations-${nginxPort}.jsonl`);

function findNginx() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function ensureNginx() {
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

/** The site's lines of deploy/nginx.conf, pointed at this build and port. */
export function siteConfig(deployConf, {port, build, reportUri}) {
  const start = deployConf.indexOf('# BUI-SITE-BEGIN');
  const end = deployConf.indexOf('# BUI-SITE-END');
  if (start < 0 || end < start) throw new Error('deploy/nginx.conf lost its BUI-SITE-BEGIN/END markers');
  const mapEnd = deployConf.indexOf('\nserver {');
  const httpLevel = deployConf.slice(0, mapEnd); // the maps above the server blocks
  let site = deployConf.slice(deployConf.indexOf('\n', start) + 1, end);
  site = site.replaceAll('/srv/bui-docs/build', build);
  if (reportUri) {
    const before = site;
    site = site.replace(/(add_header Content-Security-Policy "[^"]*)"/, `$1; report-uri ${reportUri}"`);
    if (site === before) throw new Error('deploy/nginx.conf has no Content-Security-Policy header');
    site += `    location = ${reportUri} {\n        proxy_pass http://127.0.0.1:${collectorPort};\n    }\n`;
  }
  return `${httpLevel}\nserver {\n    listen 127.0.0.1:${port};\n${site}}\n`;
}

function main() {
  const nginx = ensureNginx();
  if (!existsSync(path.join(buildDir, '.nginx-csp.conf'))) {
    console.error(`${buildDir} has no .nginx-csp.conf: run \`npm run build\` first.`);
    process.exit(1);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bui-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  // As root nginx hands requests to unprivileged workers, which must write here.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy']) chmodSync(path.join(dir, sub), 0o777);
  const asRoot = process.getuid?.() === 0;
  const site = siteConfig(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'), {
    port: nginxPort,
    build: buildDir,
    reportUri: '/__csp-report',
  });
  const conf = [
    asRoot ? 'user nobody nogroup;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'daemon off;',
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log off;`,
    `    client_body_temp_path ${dir}/body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    site,
    '}',
    '',
  ].join('\n');
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);

  mkdirSync(path.dirname(reportFile), {recursive: true});
  const collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      try {
        const report = JSON.parse(body)['csp-report'] ?? JSON.parse(body);
        // Listed by page, with the documented exceptions set apart, at the end
        // of the run (tests/support/csp-teardown.ts).
        appendFileSync(reportFile, `${JSON.stringify(report)}\n`);
      } catch {
        appendFileSync(reportFile, `${JSON.stringify({unparsed: body})}\n`);
      }
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `--ensure`: only install nginx if missing (npm test does this before the
  // browser runs, so an install never eats into the web server's start-up time).
  if (process.argv.includes('--ensure')) console.log(`nginx: ${ensureNginx()}`);
  else main();
}
