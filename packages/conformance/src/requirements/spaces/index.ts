/** Profile spaces: fresh spaces for every check that needs one, and the soft-deletion state machine. */
import { moduleFile, type SuiteModule } from '../../engine/module.js';
import { createdIn, createInOrganization } from '../fresh-objects.js';
import { uniqueName } from '../names.js';
import { softDeletion } from './soft-delete.js';

const title = () => ({ title: uniqueName(50) });

export const spacesModule: SuiteModule = {
  name: 'spaces',
  file: moduleFile(import.meta.url),
  providers: [createdIn('spaceId', 'createSpace', title)],
  setups: [
    {
      operationId: 'createSpace',
      // spec schema Space: visibility `in-collection` is only for spaces in a collection: vary it inside one.
      async body(s, _params, field) {
        if (field !== 'visibility') return title();
        return { ...title(), parent: await createInOrganization(s, 'createCollection', title()) };
      },
    },
  ],
  build: (spec) => softDeletion(spec),
};
