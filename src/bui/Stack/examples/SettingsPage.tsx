/** A settings section — Stack spaces the fields `gap={6}` apart and the switches `gap={3}`; Inline puts the buttons side by side. */
import {Button, Inline, InputField, Stack, Switch} from '@bui/react';

export default function SettingsPage() {
  return (
    <Stack gap={6} as="section" aria-labelledby="notifications-heading">
      <h3 id="notifications-heading">Notifications</h3>
      <InputField label="Email for notifications" type="email" defaultValue="priya.shah@example.com" />
      <Stack gap={3}>
        <Switch defaultChecked>Approved requests</Switch>
        <Switch defaultChecked>Rejected requests</Switch>
        <Switch>Weekly summary</Switch>
      </Stack>
      <Inline gap={3} justify="end">
        <Button>Cancel</Button>
        <Button variant="primary">Save changes</Button>
      </Inline>
    </Stack>
  );
}
