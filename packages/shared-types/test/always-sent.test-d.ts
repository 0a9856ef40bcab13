import { describe, expectTypeOf, it } from 'vitest';
import type {
  ChangeRequest,
  Collection,
  Comment,
  CommentReply,
  GetSiteAdaptiveSchemaResponse,
  OpenAPISpec,
  Organization,
  Site,
  SiteSpace,
  Space,
} from '../src/index.js';

/** Fields the server always sends are typed as present: a consumer reads them without `?.` or `!`. */
describe('a consumer reading fields that are always sent', () => {
  it('reads a space’s and a collection’s URLs and permissions directly', () => {
    const read = (space: Space, collection: Collection) => ({
      app: space.urls.app,
      location: space.urls.location,
      edit: space.permissions.edit,
      collectionApp: collection.urls.app,
      create: collection.permissions.create,
    });
    expectTypeOf(read).returns.toEqualTypeOf<{
      app: string;
      location: string;
      edit: boolean;
      collectionApp: string;
      create: boolean;
    }>();
  });

  it('reads an organization’s trial, URLs and permissions directly', () => {
    expectTypeOf<Organization['trial']['status']>().toEqualTypeOf<
      'notapplicable' | 'none' | 'active' | 'ended' | 'expired'
    >();
    expectTypeOf<Organization['trial']['count']>().toEqualTypeOf<number>();
    expectTypeOf<Organization['urls']['app']>().toEqualTypeOf<string>();
    expectTypeOf<Organization['permissions']['listMembers']>().toEqualTypeOf<boolean>();
  });

  it('reads who posted a comment or a reply, and its target, directly', () => {
    const read = (comment: Comment, reply: CommentReply) => ({
      by: comment.postedBy.displayName,
      at: comment.postedAt,
      space: comment.target.space,
      revision: comment.target.revision,
      replyBy: reply.postedBy.urls.location,
      canDelete: reply.permissions.delete,
    });
    expectTypeOf(read).returns.toEqualTypeOf<{
      by: string;
      at: string;
      space: string;
      revision: string;
      replyBy: string;
      canDelete: boolean;
    }>();
  });

  it('reads a change request’s creator and URLs directly', () => {
    expectTypeOf<ChangeRequest['createdBy']['displayName']>().toEqualTypeOf<string>();
    expectTypeOf<ChangeRequest['urls']['app']>().toEqualTypeOf<string>();
  });

  it('reads a site’s features and URLs, a site space’s space, an OpenAPI spec’s URLs directly', () => {
    expectTypeOf<Site['features'][number]['frozen']>().toEqualTypeOf<boolean>();
    expectTypeOf<Site['urls']['location']>().toEqualTypeOf<string>();
    expectTypeOf<SiteSpace['space']['urls']['app']>().toEqualTypeOf<string>();
    expectTypeOf<OpenAPISpec['urls']['app']>().toEqualTypeOf<string>();
    expectTypeOf<GetSiteAdaptiveSchemaResponse['jsonSchema']['additionalProperties']>().not.toBeUndefined();
  });

  it('still marks optional what is sent only when it applies', () => {
    expectTypeOf<Space['deletedAt']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Organization['billing']>().toEqualTypeOf<
      | {
          interval: 'monthly' | 'yearly';
          endDate: string;
          hasPaymentFailed: boolean;
          isScheduledToCancel: boolean;
        }
      | undefined
    >();
  });
});
