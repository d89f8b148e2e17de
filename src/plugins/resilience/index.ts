import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Client modules that keep the site usable when the browser environment
 * fails it (tests/faults):
 * - client/storage-access.ts: storage the browser refuses to even hand out;
 * - client/malformed-address.ts: an address that cannot be decoded;
 * - client/offline-navigation.ts: the network gone after the first load.
 */
export default function resilience(): Plugin {
  return {
    name: 'bui-resilience',
    getClientModules() {
      return [
        path.join(__dirname, 'client', 'storage-access.ts'),
        path.join(__dirname, 'client', 'malformed-address.ts'),
        path.join(__dirname, 'client', 'offline-navigation.ts'),
      ];
    },
  };
}
