import path from 'node:path';
import {buildTokenOutputs} from './build';

// `npm run build -w @bui/tokens` (and `npm pack`, through prepack): the package's dist/, run from its own folder.
const outDir = path.resolve('dist');
buildTokenOutputs(outDir).then(
  (files) => console.log(`@bui/tokens: ${files.length} files in ${outDir}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
