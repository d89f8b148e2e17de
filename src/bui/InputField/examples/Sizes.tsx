/** Sizes — `sm` for tables and filter bars, `md` for forms, `lg` for touch-first screens. */
import {InputField} from '@bui/react';

export default function Sizes() {
  return (
    <>
      <InputField label="Cost centre (small)" size="sm" />
      <InputField label="Cost centre (medium)" size="md" />
      <InputField label="Cost centre (large)" size="lg" />
    </>
  );
}
