import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {deployedGzipLevel, loopbackNginxConf, siteConfig} from './nginx-config';

const deployConf = readFileSync(path.resolve(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');

describe('siteConfig', () => {
  const conf = siteConfig(deployConf, {port: 4999, build: '/tmp/b', reportUri: '/__csp', collectorPort: 5000});

  it('keeps the maps and the site lines, on a loopback port, for this build', () => {
    expect(conf).toContain('map $uri $bui_cache_control');
    expect(conf).toContain('listen 127.0.0.1:4999;');
    expect(conf).toContain('root /tmp/b;');
    const directives = conf.split('\n').filter((line) => !line.trim().startsWith('#'));
    expect(directives.join('\n')).not.toContain('/srv/bui-docs/build');
  });

  it('leaves out TLS and the redirect to HTTPS', () => {
    expect(conf).not.toContain('ssl_certificate');
    expect(conf).not.toContain('listen 80');
  });

  it('adds a report-uri to the CSP, answered by the collector', () => {
    expect(conf).toMatch(/add_header Content-Security-Policy "[^"]*; report-uri \/__csp"/);
    expect(conf).toContain('proxy_pass http://127.0.0.1:5000;');
  });

  it('refuses a configuration without its markers or its CSP', () => {
    expect(() => siteConfig('server {}', {port: 1, build: '/b'})).toThrow(/BUI-SITE-BEGIN/);
    const withoutCsp = deployConf.replace(/add_header Content-Security-Policy[^\n]*\n/, '');
    expect(() => siteConfig(withoutCsp, {port: 1, build: '/b', reportUri: '/r', collectorPort: 2})).toThrow(
      /no Content-Security-Policy/,
    );
  });
});

describe('the loopback nginx.conf', () => {
  it('runs in the foreground from its own folder and puts the given lines in http', () => {
    const conf = loopbackNginxConf('/tmp/run', ['    server { listen 127.0.0.1:3200; }']);
    expect(conf).toContain('pid /tmp/run/nginx.pid;');
    expect(conf).toContain('daemon off;');
    expect(conf).toContain('    client_body_temp_path /tmp/run/body;');
    expect(conf).toMatch(/http \{\n[\s\S]* {4}server \{ listen 127\.0\.0\.1:3200; \}\n\}\n$/);
  });
});

describe('deployedGzipLevel', () => {
  it('reads the level deploy/nginx.conf compresses with', () => {
    expect(deployedGzipLevel(deployConf)).toBe(6);
    expect(deployedGzipLevel('http {\n    gzip on;\n    gzip_comp_level 9;\n}')).toBe(9);
  });

  it("is nginx's default, 1, when none is named, and refuses two", () => {
    expect(deployedGzipLevel('http {\n    gzip on;\n    # gzip_comp_level 5;\n}')).toBe(1);
    expect(() => deployedGzipLevel('gzip_comp_level 2;\ngzip_comp_level 3;')).toThrow(/2 times/);
  });
});
