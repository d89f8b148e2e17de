import {ContextMenu} from '..';
import type {CompositionCase} from '../internal/testing/composition';

export const cases: CompositionCase[] = [
  {
    name: 'ContextMenu',
    render: (props) => (
      <ContextMenu {...props} label="More actions for Ana López">
        <ContextMenu.Item>Duplicate</ContextMenu.Item>
        <ContextMenu.Separator />
        <ContextMenu.Item variant="danger">Delete</ContextMenu.Item>
      </ContextMenu>
    ),
  },
  {
    name: 'ContextMenu, in a ContextMenu.Area',
    render: (props) => (
      <ContextMenu.Area
        label="March expenses"
        menu={
          <ContextMenu {...props} label="More actions for March expenses">
            <ContextMenu.Item>Duplicate</ContextMenu.Item>
          </ContextMenu>
        }
      >
        March expenses
      </ContextMenu.Area>
    ),
  },
];
