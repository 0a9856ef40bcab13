/** Arrange helpers of the change request tests. */
import { slugify, type StoredPage } from '../src/domain/revision-content.js';

/** A document page whose id and slug are its slugified title. */
export const page = (title: string, markdown: string, pages: StoredPage[] = []): StoredPage => ({
  id: slugify(title),
  title,
  type: 'document',
  slug: slugify(title),
  markdown,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  pages,
});
