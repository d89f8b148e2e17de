/** A settings list — labelPosition="start" lines the switches up at the end; descriptions explain the effect. */
import {Switch} from '@bui/react';

export default function Settings() {
  return (
    <div style={{display: 'grid', gap: 'var(--bui-space-4)', maxInlineSize: '30rem'}}>
      <Switch
        label="Email me when a request is approved"
        description="Sent to your work email address"
        labelPosition="start"
        defaultChecked
      />
      <Switch label="Remind me of unsubmitted hours" description="Every Friday at 15:00" labelPosition="start" />
      <Switch
        label="Two-step sign-in"
        description="Your company admin manages this setting"
        labelPosition="start"
        defaultChecked
        disabled
      />
    </div>
  );
}
