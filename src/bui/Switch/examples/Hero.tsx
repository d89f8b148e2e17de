/** A setting that applies at once — flipping it is the save. */
import {useState} from 'react';
import {Switch} from '@bui/react';

export default function Hero() {
  const [showWeekends, setShowWeekends] = useState(false);
  return (
    <div style={{display: 'grid', gap: 'var(--bui-space-2)'}}>
      <Switch checked={showWeekends} onChange={setShowWeekends}>
        Show weekends
      </Switch>
      <output>Weekends are {showWeekends ? 'shown' : 'hidden'}</output>
    </div>
  );
}
