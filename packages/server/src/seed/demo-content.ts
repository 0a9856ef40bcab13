/**
 * Content of the demo spaces: nested pages with markdown (headings, links between pages, an external
 * link, a link to a page that does not exist, an embedded image) and the image's bytes (a 1×1 PNG).
 */
import type { RevisionContent, StoredPage } from '../domain/revision-content.js';
import { newId } from '../ids.js';

/** A 1×1 PNG: one half-transparent blue pixel. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The bytes of a file of the demo content (stored as a FileBlob). */
export interface DemoBlob {
  id: string;
  contentType: string;
  size: number;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The pages and the image of one demo space; `title` is the space's. */
export function demoContent(title: string, at: Date): { content: RevisionContent; blob: DemoBlob } {
  const time = at.toISOString();
  const blob: DemoBlob = {
    id: newId(),
    contentType: 'image/png',
    size: PIXEL_PNG.length,
    bytes: new Uint8Array(PIXEL_PNG),
  };
  const fileId = newId();
  const page = (pageTitle: string, slug: string, markdown: string, pages: StoredPage[] = []): StoredPage => ({
    id: newId(),
    title: pageTitle,
    type: 'document',
    slug,
    markdown,
    createdAt: time,
    updatedAt: time,
    pages,
  });
  const overview = page(
    'Overview',
    'overview',
    `# Welcome to ${title}\n\nThis space explains {{ vars.product }} from the first steps to daily use.\n\n` +
      `![Logo](files/${fileId})\n\n## Where to go next\n\n- [Installation](getting-started/installation)\n` +
      `- [Configuration](getting-started/configuration)\n- The [CommonMark help](https://commonmark.org/help/) for the markdown syntax\n`,
  );
  const installation = page(
    'Installation',
    'installation',
    '# Installation\n\nInstall the command-line tool:\n\n```sh\nnpm install --global acme-cli\n```\n\n' +
      '## Next steps\n\nRead the [overview](../overview) again, then [configure it](configuration).\n' +
      'Coming from an older version? See [Upgrading](upgrading).\n',
  );
  const configuration = page(
    'Configuration',
    'configuration',
    '# Configuration\n\n| Setting | Default |\n| --- | --- |\n| `color` | `auto` |\n| `retries` | `3` |\n\n' +
      'Settings are read when [the tool is installed](installation).\n',
  );
  const gettingStarted = page(
    'Getting started',
    'getting-started',
    '# Getting started\n\nTwo steps: install, then configure.\n',
    [installation, configuration],
  );
  return {
    blob,
    content: {
      pages: [overview, gettingStarted],
      files: [
        {
          id: fileId,
          name: 'logo.png',
          contentType: blob.contentType,
          size: blob.size,
          blobId: blob.id,
          dimensions: { width: 1, height: 1 },
        },
      ],
      reusableContents: [],
      variables: { product: title },
    },
  };
}
