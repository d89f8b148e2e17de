/** Sizes — `sm` for filter bars and table toolbars, `md` for forms, `lg` for touch-first screens. */
import {DatePicker} from '@bui/react';

export default function Sizes() {
  return (
    <>
      <DatePicker label="Issued on" size="sm" defaultValue="2026-03-14" />
      <DatePicker label="Issued on" size="md" defaultValue="2026-03-14" />
      <DatePicker label="Issued on" size="lg" defaultValue="2026-03-14" />
    </>
  );
}
