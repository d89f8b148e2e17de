import {ButtonLink} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'ButtonLink',
    render: (props) => (
      <ButtonLink {...props} href="/payslips">
        View payslip
      </ButtonLink>
    ),
  },
  {
    name: 'ButtonLink, external',
    render: (props) => (
      <ButtonLink {...props} href="https://example.com" external>
        Tax office
      </ButtonLink>
    ),
  },
  {
    name: 'ButtonLink, disabled',
    render: (props) => (
      <ButtonLink {...props} href="/payslips" disabled>
        View payslip
      </ButtonLink>
    ),
  },
];
