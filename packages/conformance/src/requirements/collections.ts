/** Profile collections: fresh collections for every check that needs one, and spaces to fill them. */
import { moduleFile, type SuiteModule } from '../engine/module.js';
import { createdIn, createInOrganization } from './fresh-objects.js';
import { uniqueName } from './names.js';

const title = () => ({ title: uniqueName(50) });

export const collectionsModule: SuiteModule = {
  name: 'collections',
  file: moduleFile(import.meta.url),
  providers: [createdIn('collectionId', 'createCollection', title)],
  setups: [{ operationId: 'createCollection', body: title }],
  populators: [
    {
      list: 'listSpacesInCollectionById',
      add: (s, params) => createInOrganization(s, 'createSpace', { ...title(), parent: params['collectionId'] }),
    },
  ],
};
