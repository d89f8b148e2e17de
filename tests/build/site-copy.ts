import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/**
 * A throwaway copy of the site to build, sharing the repository's
 * node_modules, for the build guards to break on purpose.
 */
export const root = path.resolve(__dirname, '..', '..');
const copied = ['docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'package.json', 'docs', 'blog', 'src', 'static'];

export type SiteCopy = {
  dir: string;
  /** Appends a paragraph to a file of the copy. */
  append: (file: string, text: string) => void;
  /** Rewrites a file of the copy. */
  edit: (file: string, change: (text: string) => string) => void;
  /** `docusaurus build` into `<copy>/<outDir>`; its exit status and everything it printed. */
  build: (outDir: string, env?: NodeJS.ProcessEnv) => {status: number | null; output: string};
  remove: () => void;
};

export function siteCopy(): SiteCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'bui-site-copy-'));
  for (const entry of copied) cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const edit = (file: string, change: (text: string) => string) => {
    const target = path.join(dir, file);
    writeFileSync(target, change(readFileSync(target, 'utf8')));
  };
  return {
    dir,
    append: (file, text) => edit(file, (before) => `${before}\n\n${text}\n`),
    edit,
    build: (outDir, env = {...process.env}) => {
      const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
        cwd: dir,
        encoding: 'utf8',
        // A copy sits in a new folder each time, so Rspack's persistent cache (in the shared node_modules) never
        // serves it: writing one only cost each build about 5 s and left some 100 MB behind.
        env: {...env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
        timeout: 280_000,
      });
      return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
    },
    remove: () => rmSync(dir, {recursive: true, force: true}),
  };
}
