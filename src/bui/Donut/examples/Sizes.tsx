/** Sizes — `sm` for table rows (centre value only), `md` for cards, `lg` for a summary page. */
import {Donut} from '@bui/react';

const data = [
  {label: 'Complete', value: 80},
  {label: 'Missing', value: 20, color: 'border' as const},
];

export default function Sizes() {
  return (
    <>
      <Donut size="sm" label="Profile completion" centerValue="80%" data={data} unit="%" />
      <Donut size="md" label="Profile completion" centerValue="80%" centerCaption="complete" data={data} unit="%" />
      <Donut size="lg" label="Profile completion" centerValue="80%" centerCaption="complete" data={data} unit="%" />
    </>
  );
}
