// `npm run test:visual`: the live examples' pixel baselines alone, against the production build (npm run build)
// served by nginx as in the full suite. `npm run test:visual -- --update` rewrites the baselines that no longer match.
// A difference is shown in the HTML report: `npx playwright show-report`.
import {spawnSync} from 'node:child_process';
import {visualArgs} from './lib/visual-args';

const result = spawnSync('npx', visualArgs(process.argv.slice(2)), {stdio: 'inherit'});
if (result.status !== 0) console.log('\nThe differences, side by side: npx playwright show-report');
process.exit(result.status ?? 1);
