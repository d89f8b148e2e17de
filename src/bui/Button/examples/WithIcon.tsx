/** With an icon — an icon before the label adds recognition; after it, it says where the action leads. */
import {Button} from '@bui/react';

export default function WithIcon() {
  return (
    <>
      <Button icon="add" variant="primary">
        Add employee
      </Button>
      <Button icon="download">Export to CSV</Button>
      <Button icon="arrow-right" iconPosition="end" variant="tertiary">
        Next step
      </Button>
    </>
  );
}
