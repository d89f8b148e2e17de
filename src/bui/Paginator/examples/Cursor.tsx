/** Cursor-based — without a total, only Previous and Next, and "Page 3". */
import {Paginator} from '@bui/react';
import {useState} from 'react';

export default function Cursor() {
  const [page, setPage] = useState(3);
  return (
    <Paginator label="Login history pages" hideLabel size="sm" page={page} onPageChange={setPage} hasNext={page < 5} />
  );
}
