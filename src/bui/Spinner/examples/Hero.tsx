/** A region loading — after 200 ms of waiting, a labelled spinner takes the place of the summary. */
import {Spinner} from '@bui/react';

export default function Hero() {
  return <Spinner label="Loading team summary" />;
}
