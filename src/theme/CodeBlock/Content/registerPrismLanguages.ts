import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Once, before the first code block highlights: what theme-classic's client module did in main.js
// for every page (src/plugins/code-highlighting).
prismIncludeLanguages(Prism);
