// Replaced: this footer has no logo (docusaurus.config.ts, themeConfig.footer.logo is unset), so its code stays out of main.js; configuring one fails the build here.
import type {Props} from '@theme/Footer/Logo';

export default function FooterLogo({logo}: Props): never {
  throw new Error(
    `themeConfig.footer.logo is set (${logo.src}), which src/theme/Footer/Logo does not render: delete that file to use the theme's own.`,
  );
}
