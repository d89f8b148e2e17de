/** One view — `coverage="view"` fills the content area and offers a way out after 10 seconds. */
import {useState} from 'react';
import {XingLoader} from '@bui/react';

export default function View() {
  const [left, setLeft] = useState(false);
  if (left) return <p>You went back to Reports.</p>;
  return (
    <XingLoader
      coverage="view"
      label="Loading team dashboard"
      action={{label: 'Go back', onAction: () => setLeft(true)}}
    />
  );
}
