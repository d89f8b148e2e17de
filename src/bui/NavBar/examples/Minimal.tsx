/** Minimal — focused flows such as onboarding keep the logo and one "Exit" action. */
import {useState} from 'react';
import {NavBar} from '@bui/react';

export default function Minimal() {
  const [exited, setExited] = useState(false);
  return (
    <>
      <NavBar variant="minimal" logoHref="/">
        <NavBar.Item onAction={() => setExited(true)}>Exit</NavBar.Item>
      </NavBar>
      <output>{exited ? 'Onboarding closed' : 'Step 2 of 4: Your bank details'}</output>
    </>
  );
}
