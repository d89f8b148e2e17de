import {describe, expect, it} from 'vitest';
import {loaderFor, scriptsAfterPaint} from './index';

const page =
  '<html><head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/assets/js/runtime~main.2.js defer></script>\n' +
  '<script src=/assets/js/main.3.js defer></script><script>window.inline=1</script></head><body><div id=__docusaurus></div></body></html>';

describe('scripts after the first paint', () => {
  it('removes the deferred scripts and puts one loader, in their order, before the first script', () => {
    expect(scriptsAfterPaint(page)).toBe(
      '<html><head><link rel=stylesheet href=/assets/css/styles.1.css />\n' +
        loaderFor(['/assets/js/runtime~main.2.js', '/assets/js/main.3.js']) +
        '<script>window.inline=1</script></head><body><div id=__docusaurus></div></body></html>',
    );
  });

  it("comes before Docusaurus' base-URL banner script, so its DOMContentLoaded listener runs first", () => {
    const banner = '<script data-rh=true>document.addEventListener("DOMContentLoaded",function(){})</script>';
    const html = `<head>${banner}<script src=/main.js defer></script></head>`;
    expect(scriptsAfterPaint(html)).toBe(`<head>${loaderFor(['/main.js'])}${banner}</head>`);
  });

  it('leaves inline scripts and scripts that are not deferred alone', () => {
    const html = '<head><script src=/a.js></script><script>1</script></head>';
    expect(scriptsAfterPaint(html)).toBe(html);
  });

  it('the loader keeps the order, waits for the parsed document and a painted frame, then checks the base URL', () => {
    const loader = loaderFor(['/a.js', '/b.js']);
    expect(loader).toContain('["/a.js","/b.js"]');
    expect(loader).toContain('s.async=false');
    expect(loader).toContain('DOMContentLoaded');
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(load)})');
    expect(loader).toContain('typeof window.docusaurus==="undefined"&&typeof insertBanner==="function"');
  });
});
