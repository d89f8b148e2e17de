/** Disabled, read-only and small — disabled skips focus and says why; read-only can be read and focused; sm for tables. */
import {Checkbox, Stack} from '@bui/react';

export default function States() {
  return (
    <Stack gap={3}>
      <Checkbox disabled description="Your company admin manages this setting.">
        Share my calendar with the team
      </Checkbox>
      <Checkbox defaultChecked readOnly>
        Contract signed
      </Checkbox>
      <Checkbox size="sm" hideLabel>
        Select Ana López
      </Checkbox>
    </Stack>
  );
}
