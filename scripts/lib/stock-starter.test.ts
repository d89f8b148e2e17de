import {describe, expect, it} from 'vitest';
import {stockConfig, stockPackageJson} from './stock-starter';

const template = `const config: Config = {
  future: {
    v4: true, // Improve compatibility with the upcoming Docusaurus v4
  },
  themeConfig: {
    image: 'img/docusaurus-social-card.jpg',
  },
};`;

describe('the stock starter anchor', () => {
  it('turns Faster on and adds the DocSearch button, keeping the rest', () => {
    const config = stockConfig(template);
    expect(config).toMatch(/future: \{\n\s+v4: true,\n\s+experimental_faster: true,/);
    expect(config).toContain("algolia: {appId: 'BENCHANCHOR'");
    expect(config).toContain("image: 'img/docusaurus-social-card.jpg'");
  });

  it('fails loudly when the template changed shape', () => {
    expect(() => stockConfig('const config = {};')).toThrow(/future/);
  });

  it('pins React 18.3.1, adds Faster and copies the site overrides', () => {
    const pkg = JSON.parse(
      stockPackageJson(JSON.stringify({dependencies: {react: '^19.0.0', 'react-dom': '^19.0.0'}}), {
        '@swc/core': '1.16.18',
      }),
    ) as {dependencies: Record<string, string>; overrides: Record<string, string>};
    expect(pkg.dependencies).toMatchObject({react: '18.3.1', 'react-dom': '18.3.1', '@docusaurus/faster': '3.9.1'});
    expect(pkg.overrides).toEqual({'@swc/core': '1.16.18'});
  });
});
