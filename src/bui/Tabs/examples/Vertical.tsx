/** Vertical — tabs in a column beside the panel; Arrow up and Arrow down move between them. */
import {Tabs} from '@bui/react';

export default function Vertical() {
  return (
    <Tabs label="Settings" orientation="vertical">
      <Tabs.Tab id="general" title="General">
        <p>Language, time zone and date format.</p>
      </Tabs.Tab>
      <Tabs.Tab id="notifications" title="Notifications">
        <p>Which emails and push messages you receive.</p>
      </Tabs.Tab>
      <Tabs.Tab id="security" title="Security">
        <p>Password and two-step sign-in.</p>
      </Tabs.Tab>
    </Tabs>
  );
}
