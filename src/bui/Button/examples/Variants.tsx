/** Variants — one primary action per view, its alternatives, and a destructive action. */
import {Button} from '@bui/react';

export default function Variants() {
  return (
    <>
      <Button variant="primary">Publish request</Button>
      <Button variant="secondary">Save draft</Button>
      <Button variant="tertiary">Preview</Button>
      <Button variant="danger">Delete draft</Button>
    </>
  );
}
