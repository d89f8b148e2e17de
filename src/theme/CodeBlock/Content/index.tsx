// Why: the extra Prism languages (bash, json, diff) register with the code block's chunk, not in main.js on every page (src/plugins/code-highlighting).
import './registerPrismLanguages';

export {default} from '@theme-original/CodeBlock/Content';
