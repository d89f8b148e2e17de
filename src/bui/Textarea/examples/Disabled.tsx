/** Disabled — not focusable; the hint explains why. */
import {Textarea} from '@bui/react';

export default function Disabled() {
  return (
    <Textarea label="Feedback for Ana" disabled description="Feedback opens when the review cycle starts on 1 April." />
  );
}
