/** Date of birth — `defaultMonth` opens the calendar in 1990 instead of this month. */
import {DatePicker} from '@bui/react';

export default function DateOfBirth() {
  return <DatePicker label="Date of birth" formatExample="1990-03-14" defaultMonth="1990-01-01" max="2010-12-31" />;
}
