/** A disabled item — it stays in the menu and reachable, and its description says why it does nothing. */
import {ButtonSplit} from '@bui/react';

export default function DisabledItem() {
  return (
    <ButtonSplit label="Save" menuLabel="More save options" onPress={() => undefined}>
      <ButtonSplit.Item onAction={() => undefined}>Save and add another</ButtonSplit.Item>
      <ButtonSplit.Item disabled description="Drafts are off for this form">
        Save as draft
      </ButtonSplit.Item>
    </ButtonSplit>
  );
}
