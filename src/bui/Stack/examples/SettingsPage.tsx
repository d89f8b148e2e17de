/** A settings section — Stack spaces the fields `gap={6}` apart and the switches `gap={3}`; Inline puts the buttons side by side. */
import {Button, Inline, InputField, Stack, Switch} from '@bui/react';

export default function SettingsPage() {
  return (
    <Stack gap={6} as="section" aria-labelledby="notifications-heading">
      <h3 id="notifications-heading">Notifications</h3>
      <InputField label="Email for notifications" type="email" defaultValue="priya.shah@example.com" />
      <Stack gap={3}>
        <Switch label="Approved requests" defaultChecked />
        <Switch label="Rejected requests" defaultChecked />
        <Switch label="Weekly summary" />
      </Stack>
      <Inline gap={3} justify="end">
        <Button>Cancel</Button>
        <Button variant="primary">Save changes</Button>
      </Inline>
    </Stack>
  );
}
