/** Colours — inherited from the text by default; muted for hints; a status colour only next to the same status in words. */
import {Icon, Stack} from '@bui/react';

export default function Colours() {
  return (
    <Stack as="ul" gap={2}>
      <li>
        <Icon name="document" size="sm" /> Contract, signed 14 Mar 2026
      </li>
      <li>
        <Icon name="search" size="sm" color="muted" /> Search by name or employee number
      </li>
      <li>
        <Icon name="info" size="sm" color="info" /> Payslips are published on the 25th
      </li>
      <li>
        <Icon name="success" size="sm" color="success" /> Tax details verified
      </li>
      <li>
        <Icon name="warning" size="sm" color="warning" /> Contract ends in 5 days
      </li>
      <li>
        <Icon name="danger" size="sm" color="danger" /> Payment rejected by the bank
      </li>
    </Stack>
  );
}
