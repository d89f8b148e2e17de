import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {failure, SURFACE} from '../../upgrade-surface';

/** Rspack's persistent cache as Docusaurus Faster configures it (`experiments.cache`). */
interface PersistentCache {
  type: 'persistent';
  buildDependencies?: string[];
}

const isPersistentCache = (cache: unknown): cache is PersistentCache =>
  typeof cache === 'object' && cache !== null && (cache as {type?: unknown}).type === 'persistent';

/** The source files under `dir`, tests left out: the loaders, remark plugins and hooks the build runs, and what they import. */
export function buildCodeFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(?:c|m)?[jt]sx?$/.test(file) && !/\.test\.[jt]sx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

/**
 * Whether Docusaurus turns Rspack's persistent cache on for this site: the
 * Faster flag (`future.experimental_faster` in 3.9, `future.faster` in 3.10), unless DOCUSAURUS_NO_PERSISTENT_CACHE turns it off (Docusaurus
 * 3.9.1, webpack/base.js).
 */
export function expectsPersistentCache(siteConfig: Pick<LoadContext['siteConfig'], 'future'>): boolean {
  // `future.faster` since Docusaurus 3.10.
  type Faster = {rspackPersistentCache?: boolean};
  const future = siteConfig.future as {experimental_faster?: Faster; faster?: Faster};
  const faster = future.faster ?? future.experimental_faster;
  return faster?.rspackPersistentCache === true && !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
}

/**
 * Evicts Rspack's persistent cache (node_modules/.cache/rspack) when the
 * site's build code changes. Docusaurus lists three files as the cache's
 * build dependencies (its own two and docusaurus.config.ts), and Rspack
 * hashes only the files listed, not what they import; so an edited loader
 * (`*-loader.cjs`) or remark plugin left the modules it had transformed in
 * the cache, and the next build used them. Every source file under
 * src/plugins is listed too. A fresh clone (CI) has no cache and is not
 * affected.
 *
 * Fails the build, naming this plugin, when the persistent cache is on but
 * is no longer where Docusaurus 3.9.1 puts it: the files would silently stop
 * evicting it.
 */
export default function buildCache(context: Pick<LoadContext, 'siteConfig'>): Plugin {
  const files = buildCodeFiles(__dirname.replace(/[\\/]build-cache$/, ''));
  return {
    name: 'build-cache',
    configureWebpack(config) {
      const cache = (config as {experiments?: {cache?: unknown}}).experiments?.cache;
      if (isPersistentCache(cache)) {
        cache.buildDependencies = [...(cache.buildDependencies ?? []), ...files];
      } else if (expectsPersistentCache(context.siteConfig)) {
        throw new Error(
          failure(
            SURFACE.persistentCache,
            `Rspack's persistent cache is on, but the configuration has no ${SURFACE.persistentCache.probe.key} of type 'persistent', as in Docusaurus 3.9.1`,
          ),
        );
      }
      return {};
    },
  };
}
