/** Variants — info and success leave after 5 s; warning and danger stay until dismissed. */
import {Button, Inline, Toast, useToast, type ToastOptions} from '@bui/react';

const messages: ToastOptions[] = [
  {variant: 'info', message: 'Report ready'},
  {variant: 'success', message: 'Absence request sent'},
  {variant: 'warning', message: 'Request sent, but your manager is on leave until 24 March'},
  {variant: 'danger', message: "Couldn't export the report"},
];

function Buttons() {
  const toast = useToast();
  return (
    <Inline gap={2}>
      {messages.map((options) => (
        <Button key={options.variant} onPress={() => toast.show(options)}>
          {`Show ${options.variant}`}
        </Button>
      ))}
    </Inline>
  );
}

export default function Variants() {
  return (
    <Toast.Region>
      <Buttons />
    </Toast.Region>
  );
}
