/** Minimal — focused flows such as onboarding keep the logo and one "Exit" action; a product name without a logo shows as text. */
import {useState} from 'react';
import {NavBar} from '@bui/react';

export default function Minimal() {
  const [exited, setExited] = useState(false);
  return (
    <>
      <NavBar minimal logoLabel="Brightside" logoHref="/">
        <NavBar.Item onAction={() => setExited(true)}>Exit</NavBar.Item>
      </NavBar>
      <output>{exited ? 'Onboarding closed' : 'Step 2 of 4: Your bank details'}</output>
    </>
  );
}
