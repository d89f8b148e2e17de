/** Loading — skeleton rows, as many as expected, while the first rows arrive; the table is busy. */
import {Button, Table} from '@bui/react';
import {absenceRequests} from '@bui/demo';
import {useState} from 'react';

export default function Loading() {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Table
        label="Team absences"
        rows={loaded ? absenceRequests.slice(0, 5) : []}
        loading={!loaded}
        skeletonRows={5}
        size="sm"
        testId="loading-table"
      >
        <Table.Column id="employee">Employee</Table.Column>
        <Table.Column id="type">Type</Table.Column>
        <Table.Column id="from" type="date">
          From
        </Table.Column>
        <Table.Column id="days" type="number">
          Days
        </Table.Column>
      </Table>
      <p>
        <Button variant="secondary" size="sm" onPress={() => setLoaded(!loaded)}>
          {loaded ? 'Show the loading state' : 'Show the loaded rows'}
        </Button>
      </p>
    </>
  );
}
