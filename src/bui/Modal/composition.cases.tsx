import {Button, Modal} from '..';
import type {CompositionCase} from '../internal/testing/composition';

// The dialog is in the DOM only while open, so each case renders it open.
export const cases: CompositionCase[] = [
  {
    name: 'Modal',
    render: (props) => (
      <Modal {...props} title="Submit timesheet?" defaultOpen footer={<Button variant="primary">Submit</Button>}>
        You can still edit it until Friday.
      </Modal>
    ),
  },
  {
    name: 'Modal, danger',
    render: (props) => (
      <Modal {...props} title="Delete absence request?" variant="danger" open>
        The request and its attachments are deleted for everyone.
      </Modal>
    ),
  },
];
