import {useState} from 'react';
import {
  Accordion,
  Alert,
  Avatar,
  Badge,
  Button,
  Checkbox,
  DatePicker,
  InputField,
  Select,
  Spinner,
  Switch,
  Tabs,
} from '@bui/react';

/**
 * A leave-request screen as a product team would write it against the
 * published packages: twelve components, their props checked by the
 * package's own type declarations.
 */
export function App() {
  const [tab, setTab] = useState('request');
  const [reason, setReason] = useState('');
  const [halfDay, setHalfDay] = useState(false);
  return (
    <main>
      <h1>
        Leave <Badge count={3} label="3 requests pending" variant="info" />
      </h1>
      <Avatar name="Priya Shah" />
      <Alert variant="info">Requests for next year open on 1 December.</Alert>
      <Tabs label="Leave" value={tab} onChange={setTab}>
        <Tabs.Tab id="request" title="New request">
          <form>
            <DatePicker label="First day" />
            <Select label="Kind of leave" defaultValue="holiday">
              <Select.Option value="holiday">Holiday</Select.Option>
              <Select.Option value="unpaid">Unpaid leave</Select.Option>
            </Select>
            <InputField label="Reason" value={reason} onChange={setReason} />
            <Switch checked={halfDay} onChange={setHalfDay}>
              Half day
            </Switch>
            <Checkbox defaultChecked>Tell my team</Checkbox>
            <Button variant="primary" type="submit">
              Send request
            </Button>
          </form>
        </Tabs.Tab>
        <Tabs.Tab id="history" title="History">
          <Spinner label="Loading your requests" />
        </Tabs.Tab>
      </Tabs>
      <Accordion defaultValue="rules">
        <Accordion.Item id="rules" title="Leave rules">
          Holiday is taken in half days or whole days.
        </Accordion.Item>
      </Accordion>
    </main>
  );
}
