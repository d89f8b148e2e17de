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
