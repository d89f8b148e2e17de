/** Small — size="sm" in toolbars, beside 32 px buttons and filters. */
import {Switch} from '@bui/react';

export default function Small() {
  return <Switch size="sm">Show inactive employees</Switch>;
}
