import {usePluginData} from '@docusaurus/useGlobalData';
import {localSearchClientFor, type LocalSearchClient} from './searchClient';
import {LOCAL_SEARCH_PLUGIN, type LocalSearchGlobalData} from '../pluginData';

/**
 * The local search client when the site was built with the local index, or
 * null when it was built for Algolia (the plugin is then not loaded).
 */
export function useLocalSearchClient(): LocalSearchClient | null {
  const data = usePluginData(LOCAL_SEARCH_PLUGIN) as LocalSearchGlobalData | undefined;
  return data ? localSearchClientFor(data.indexUrl) : null;
}
