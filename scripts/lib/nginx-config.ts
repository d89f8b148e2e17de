import {chmodSync, existsSync, mkdirSync, mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** How the loopback copy of the site differs from deploy/nginx.conf: its port, its build and a CSP report collector. */
export type LoopbackSite = {port: number; build: string; reportUri?: string; collectorPort?: number};

/**
 * The site's lines of deploy/nginx.conf (between the BUI-SITE markers, plus
 * the maps above the server blocks), pointed at this build and port. TLS and
 * the real hostname stay out of a loopback test.
 */
export function siteConfig(deployConf: string, {port, build, reportUri, collectorPort}: LoopbackSite): string {
  const start = deployConf.indexOf('# BUI-SITE-BEGIN');
  const end = deployConf.indexOf('# BUI-SITE-END');
  if (start < 0 || end < start) throw new Error('deploy/nginx.conf lost its BUI-SITE-BEGIN/END markers');
  const httpLevel = deployConf.slice(0, deployConf.indexOf('\nserver {'));
  let site = deployConf.slice(deployConf.indexOf('\n', start) + 1, end);
  site = site.replaceAll('/srv/bui-docs/build', build);
  if (reportUri) {
    if (collectorPort === undefined) throw new Error('a reportUri needs the collectorPort that answers it');
    const before = site;
    site = site.replace(/(add_header Content-Security-Policy "[^"]*)"/, `$1; report-uri ${reportUri}"`);
    if (site === before) throw new Error('deploy/nginx.conf has no Content-Security-Policy header');
    site += `    location = ${reportUri} {\n        proxy_pass http://127.0.0.1:${collectorPort};\n    }\n`;
  }
  return `${httpLevel}\nserver {\n    listen 127.0.0.1:${port};\n${site}}\n`;
}

/** The gzip level deploy/nginx.conf compresses with (nginx's default, 1, when it names none). */
export function deployedGzipLevel(deployConf: string): number {
  const levels = [...deployConf.matchAll(/^\s*gzip_comp_level\s+(\d+)\s*;/gm)].map((match) => Number(match[1]));
  if (levels.length > 1) throw new Error(`deploy/nginx.conf sets gzip_comp_level ${levels.length} times`);
  return levels[0] ?? 1;
}

/** nginx, where Debian puts it (or NGINX_PATH); undefined when it is not installed. */
export function findNginx(): string | undefined {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
}

/** A fresh temp folder for an nginx run without root privileges: pid, logs and its temp paths. */
export function nginxRunDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  // As root nginx hands requests to unprivileged workers, which must reach and write these.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy']) chmodSync(path.join(dir, sub), 0o777);
  return dir;
}

/**
 * A whole nginx.conf for a loopback server run from `dir` (nginxRunDir):
 * foreground, its own pid, logs and temp paths, and `http` holding the given
 * lines (server blocks and any http-level directives).
 */
export function loopbackNginxConf(dir: string, http: readonly string[]): string {
  return [
    process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'daemon off;',
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    access_log off;',
    `    client_body_temp_path ${dir}/body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    ...http,
    '}',
    '',
  ].join('\n');
}
