/** Read-only — focusable and copyable, never editable. */
import {InputField} from '@bui/react';

export default function ReadOnly() {
  return <InputField label="Employee number" defaultValue="EMP-20417" readOnly />;
}
