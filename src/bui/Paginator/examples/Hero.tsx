/** Absence requests — 240 results, 25 per page; focus stays on the button you pressed. */
import {Paginator} from '@bui/react';
import {useState} from 'react';

export default function Hero() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  return (
    <>
      <p>
        Rows {(page - 1) * pageSize + 1} to {Math.min(240, page * pageSize)} of the table would show here.
      </p>
      <Paginator
        label="Absence requests pages"
        hideLabel
        total={240}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
      />
      <p>
        onPageChange received: <output>{page}</output>
      </p>
    </>
  );
}
