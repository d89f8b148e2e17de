import {Tag} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {name: 'Tag', render: (props) => <Tag {...props}>Team: Finance</Tag>},
  {
    name: 'Tag, removable',
    render: (props) => (
      <Tag {...props} onRemove={() => {}}>
        Team: Finance
      </Tag>
    ),
  },
  {
    name: 'Tag, selectable (a toggle button)',
    render: (props) => (
      <Tag {...props} defaultChecked>
        Remote
      </Tag>
    ),
  },
  {
    name: 'Tag in a Tag.Group (a row of its grid)',
    render: (props) => (
      <Tag.Group label="Active filters">
        <Tag {...props} value="team" onRemove={() => {}}>
          Team: Finance
        </Tag>
        <Tag value="year">Year: 2026</Tag>
      </Tag.Group>
    ),
  },
  {
    name: 'Tag.Group',
    // Shaped like a field: the ref and aria-* on the grid of tags, the element the label names; data-* and the
    // class on the group's root, which holds the label and the grid.
    kind: 'composite',
    render: (props) => (
      <Tag.Group {...props} label="Skills" multiple defaultValue={['excel']}>
        <Tag value="excel">Excel</Tag>
        <Tag value="sql">SQL</Tag>
      </Tag.Group>
    ),
  },
];
