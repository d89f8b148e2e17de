import {hydrateRoot} from 'react-dom/client';
import '@bui/tokens/tokens.css';
import '@bui/react/styles.css';
import {App} from './App';

// The page arrives rendered on the server (server.tsx); React takes it over without re-rendering it.
hydrateRoot(document.getElementById('root') as HTMLElement, <App />);
