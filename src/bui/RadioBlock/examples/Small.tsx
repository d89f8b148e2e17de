/** Small — less padding and no icon, for dense settings panels. */
import {RadioBlock} from '@bui/react';

export default function Small() {
  return (
    <RadioBlock.Group label="Who can see your birthday?" size="sm" defaultValue="team">
      <RadioBlock value="team" description="People in your team see it on the team calendar.">
        My team
      </RadioBlock>
      <RadioBlock value="nobody" description="It stays in your HR record only.">
        Nobody
      </RadioBlock>
    </RadioBlock.Group>
  );
}
