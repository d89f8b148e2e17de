import {createRoot} from 'react-dom/client';
import {Button} from '@bui/react';

// What one component costs an app: the bundle of this page against an app that imports nothing from BUI.
createRoot(document.getElementById('root') as HTMLElement).render(<Button>Save</Button>);
