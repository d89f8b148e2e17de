import {useEffect} from 'react';
import {Toast, useToast} from '..';
import type {CompositionCase} from '../internal/testing/composition';

/** Shows one toast as it mounts: the region is in the DOM only while a toast shows. */
function ShowOne() {
  const toast = useToast();
  useEffect(() => {
    toast.show({message: 'Document archived', variant: 'warning'});
  }, [toast]);
  return null;
}

export const cases: CompositionCase[] = [
  {
    name: 'Toast.Region (showing a toast: the region)',
    note: 'The ref and attributes go to the region landmark, which is in the DOM only while toasts show.',
    render: (props) => (
      <Toast.Region {...props}>
        <ShowOne />
      </Toast.Region>
    ),
  },
];
