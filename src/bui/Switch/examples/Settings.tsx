/** A settings list — labelPosition="start" lines the switches up at the end; descriptions explain the effect. */
import {Switch} from '@bui/react';

export default function Settings() {
  return (
    <div style={{display: 'grid', gap: 'var(--bui-space-4)', maxInlineSize: '30rem'}}>
      <Switch description="Sent to your work email address" labelPosition="start" defaultChecked>
        Email me when a request is approved
      </Switch>
      <Switch description="Every Friday at 15:00" labelPosition="start">
        Remind me of unsubmitted hours
      </Switch>
      <Switch description="Your company admin manages this setting" labelPosition="start" defaultChecked disabled>
        Two-step sign-in
      </Switch>
    </div>
  );
}
