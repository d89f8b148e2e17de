/** Compact — `size="sm"` for side drawers and tables in the web app: less padding, 14 px text. */
import {Alert} from '@bui/react';

export default function Compact() {
  return (
    <Alert size="sm" variant="info">
      Hours are rounded to the nearest quarter.
    </Alert>
  );
}
