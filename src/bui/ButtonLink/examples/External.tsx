/** External — a page outside the product opens in a new tab, with the external-link icon and a hidden "(opens in a new tab)". */
import {ButtonLink} from '@bui/react';

export default function External() {
  return (
    <ButtonLink href="https://www.w3.org/WAI/standards-guidelines/wcag/" external variant="tertiary">
      See the WCAG overview
    </ButtonLink>
  );
}
