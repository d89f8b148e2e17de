/** Sizes — 20, 24 and 32 px markers: `sm` in side drawers, `md` by default, `lg` for touch-first screens. */
import {Stepper} from '@bui/react';

export default function Sizes() {
  return (
    <>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Stepper key={size} label={`Import progress (${size})`} readOnly size={size} step="map">
          <Stepper.Step id="upload">Upload file</Stepper.Step>
          <Stepper.Step id="map">Match columns</Stepper.Step>
          <Stepper.Step id="review">Review and import</Stepper.Step>
        </Stepper>
      ))}
    </>
  );
}
