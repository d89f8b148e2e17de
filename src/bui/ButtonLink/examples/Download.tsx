/** Download — the file is saved instead of opened; the label names its type and size. */
import {ButtonLink} from '@bui/react';

export default function Download() {
  return (
    <ButtonLink href="/img/logo.svg" download="bui-logo.svg" icon="download">
      Download SVG (1 kB)
    </ButtonLink>
  );
}
