/** Icon-only — a row of actions on a table row; each label is the button's name and its tooltip. */
import {Button} from '@bui/react';

export default function IconOnly() {
  return (
    <>
      <Button icon="edit" iconOnly label="Edit request" size="sm" variant="tertiary" />
      <Button icon="copy" iconOnly label="Duplicate request" size="sm" variant="tertiary" />
      <Button icon="trash" iconOnly label="Delete request" size="sm" variant="tertiary" />
    </>
  );
}
