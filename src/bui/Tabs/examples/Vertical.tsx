/** Vertical — tabs in a column beside the panel; Arrow up and Arrow down move between them. */
import {Tabs} from '@bui/react';

export default function Vertical() {
  return (
    <Tabs label="Settings" orientation="vertical">
      <Tabs.Tab value="general" title="General">
        <p>Language, time zone and date format.</p>
      </Tabs.Tab>
      <Tabs.Tab value="notifications" title="Notifications">
        <p>Which emails and push messages you receive.</p>
      </Tabs.Tab>
      <Tabs.Tab value="security" title="Security">
        <p>Password and two-step sign-in.</p>
      </Tabs.Tab>
    </Tabs>
  );
}
