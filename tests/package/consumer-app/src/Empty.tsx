import {createRoot} from 'react-dom/client';

// The anchor for ButtonOnly.tsx: React alone, no BUI.
createRoot(document.getElementById('root') as HTMLElement).render(<button type="button">Save</button>);
