/** Why a button does nothing — a disabled Button stays focusable, so its tooltip can say what is missing. */
import {Button, Tooltip} from '@bui/react';

export default function DisabledReason() {
  return (
    <Tooltip content="Add a bank account in your profile before requesting a payment.">
      <Button variant="primary" disabled>
        Request payment
      </Button>
    </Tooltip>
  );
}
