// Replaced: this footer has no link columns (docusaurus.config.ts, themeConfig.footer.links is empty), so their code stays out of main.js; configuring links fails the build here.
import type {Props} from '@theme/Footer/Links';

export default function FooterLinks({links}: Props): never {
  throw new Error(
    `themeConfig.footer.links has ${links.length} entries, which src/theme/Footer/Links does not render: delete that file to use the theme's own.`,
  );
}
