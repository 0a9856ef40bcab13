// Generated from @docs-api/spec by scripts/generate.ts. Do not edit: run `pnpm build`.
import type { operations } from './openapi.js';

/** addMemberToOrganizationTeamById: success statuses 204 */
export type AddMemberToOrganizationTeamByIdOperation = operations['addMemberToOrganizationTeamById'];
export type AddMemberToOrganizationTeamByIdParameters = operations['addMemberToOrganizationTeamById']['parameters'];
export type AddMemberToOrganizationTeamByIdRequestBody = NonNullable<operations['addMemberToOrganizationTeamById']['requestBody']>['content']['application/json'];

/** addSectionGroupToSite: success statuses 201 */
export type AddSectionGroupToSiteOperation = operations['addSectionGroupToSite'];
export type AddSectionGroupToSiteParameters = operations['addSectionGroupToSite']['parameters'];
export type AddSectionGroupToSiteRequestBody = NonNullable<operations['addSectionGroupToSite']['requestBody']>['content']['application/json'];
export type AddSectionGroupToSiteResponse = operations['addSectionGroupToSite']['responses'][201]['content']['application/json'];

/** addSectionToSite: success statuses 201 */
export type AddSectionToSiteOperation = operations['addSectionToSite'];
export type AddSectionToSiteParameters = operations['addSectionToSite']['parameters'];
export type AddSectionToSiteRequestBody = NonNullable<operations['addSectionToSite']['requestBody']>['content']['application/json'];
export type AddSectionToSiteResponse = operations['addSectionToSite']['responses'][201]['content']['application/json'];

/** addSectionToSiteSectionGroup: success statuses 201 */
export type AddSectionToSiteSectionGroupOperation = operations['addSectionToSiteSectionGroup'];
export type AddSectionToSiteSectionGroupParameters = operations['addSectionToSiteSectionGroup']['parameters'];
export type AddSectionToSiteSectionGroupRequestBody = NonNullable<operations['addSectionToSiteSectionGroup']['requestBody']>['content']['application/json'];
export type AddSectionToSiteSectionGroupResponse = operations['addSectionToSiteSectionGroup']['responses'][201]['content']['application/json'];

/** addSpaceToSite: success statuses 201 */
export type AddSpaceToSiteOperation = operations['addSpaceToSite'];
export type AddSpaceToSiteParameters = operations['addSpaceToSite']['parameters'];
export type AddSpaceToSiteRequestBody = NonNullable<operations['addSpaceToSite']['requestBody']>['content']['application/json'];
export type AddSpaceToSiteResponse = operations['addSpaceToSite']['responses'][201]['content']['application/json'];

/** createChangeRequest: success statuses 201 */
export type CreateChangeRequestOperation = operations['createChangeRequest'];
export type CreateChangeRequestParameters = operations['createChangeRequest']['parameters'];
export type CreateChangeRequestRequestBody = NonNullable<operations['createChangeRequest']['requestBody']>['content']['application/json'];
export type CreateChangeRequestResponse = operations['createChangeRequest']['responses'][201]['content']['application/json'];

/** createCollection: success statuses 201 */
export type CreateCollectionOperation = operations['createCollection'];
export type CreateCollectionParameters = operations['createCollection']['parameters'];
export type CreateCollectionRequestBody = NonNullable<operations['createCollection']['requestBody']>['content']['application/json'];
export type CreateCollectionResponse = operations['createCollection']['responses'][201]['content']['application/json'];

/** createOpenAPISpec: success statuses 201 */
export type CreateOpenAPISpecOperation = operations['createOpenAPISpec'];
export type CreateOpenAPISpecParameters = operations['createOpenAPISpec']['parameters'];
export type CreateOpenAPISpecRequestBody = NonNullable<operations['createOpenAPISpec']['requestBody']>['content']['application/json'];
export type CreateOpenAPISpecResponse = operations['createOpenAPISpec']['responses'][201]['content']['application/json'];

/** createOrganizationSAMLProvider: success statuses 201 */
export type CreateOrganizationSAMLProviderOperation = operations['createOrganizationSAMLProvider'];
export type CreateOrganizationSAMLProviderParameters = operations['createOrganizationSAMLProvider']['parameters'];
export type CreateOrganizationSAMLProviderRequestBody = NonNullable<operations['createOrganizationSAMLProvider']['requestBody']>['content']['application/json'];
export type CreateOrganizationSAMLProviderResponse = operations['createOrganizationSAMLProvider']['responses'][201]['content']['application/json'];

/** createOrganizationTeam: success statuses 201 */
export type CreateOrganizationTeamOperation = operations['createOrganizationTeam'];
export type CreateOrganizationTeamParameters = operations['createOrganizationTeam']['parameters'];
export type CreateOrganizationTeamRequestBody = NonNullable<operations['createOrganizationTeam']['requestBody']>['content']['application/json'];
export type CreateOrganizationTeamResponse = operations['createOrganizationTeam']['responses'][201]['content']['application/json'];

/** createOrUpdateOpenAPISpecBySlug: success statuses 200, 201 */
export type CreateOrUpdateOpenAPISpecBySlugOperation = operations['createOrUpdateOpenAPISpecBySlug'];
export type CreateOrUpdateOpenAPISpecBySlugParameters = operations['createOrUpdateOpenAPISpecBySlug']['parameters'];
export type CreateOrUpdateOpenAPISpecBySlugRequestBody = NonNullable<operations['createOrUpdateOpenAPISpecBySlug']['requestBody']>['content']['application/json'];
export type CreateOrUpdateOpenAPISpecBySlugResponse = operations['createOrUpdateOpenAPISpecBySlug']['responses'][200]['content']['application/json'] | operations['createOrUpdateOpenAPISpecBySlug']['responses'][201]['content']['application/json'];

/** createSite: success statuses 201 */
export type CreateSiteOperation = operations['createSite'];
export type CreateSiteParameters = operations['createSite']['parameters'];
export type CreateSiteRequestBody = NonNullable<operations['createSite']['requestBody']>['content']['application/json'];
export type CreateSiteResponse = operations['createSite']['responses'][201]['content']['application/json'];

/** createSiteShareLink: success statuses 201 */
export type CreateSiteShareLinkOperation = operations['createSiteShareLink'];
export type CreateSiteShareLinkParameters = operations['createSiteShareLink']['parameters'];
export type CreateSiteShareLinkRequestBody = NonNullable<operations['createSiteShareLink']['requestBody']>['content']['application/json'];
export type CreateSiteShareLinkResponse = operations['createSiteShareLink']['responses'][201]['content']['application/json'];

/** createSpace: success statuses 201 */
export type CreateSpaceOperation = operations['createSpace'];
export type CreateSpaceParameters = operations['createSpace']['parameters'];
export type CreateSpaceRequestBody = NonNullable<operations['createSpace']['requestBody']>['content']['application/json'];
export type CreateSpaceResponse = operations['createSpace']['responses'][201]['content']['application/json'];

/** createTranslation: success statuses 201 */
export type CreateTranslationOperation = operations['createTranslation'];
export type CreateTranslationParameters = operations['createTranslation']['parameters'];
export type CreateTranslationRequestBody = NonNullable<operations['createTranslation']['requestBody']>['content']['application/json'];
export type CreateTranslationResponse = operations['createTranslation']['responses'][201]['content']['application/json'];

/** deleteCollectionById: success statuses 205 */
export type DeleteCollectionByIdOperation = operations['deleteCollectionById'];
export type DeleteCollectionByIdParameters = operations['deleteCollectionById']['parameters'];

/** deleteCommentInChangeRequest: success statuses 205 */
export type DeleteCommentInChangeRequestOperation = operations['deleteCommentInChangeRequest'];
export type DeleteCommentInChangeRequestParameters = operations['deleteCommentInChangeRequest']['parameters'];

/** deleteCommentInSpace: success statuses 205 */
export type DeleteCommentInSpaceOperation = operations['deleteCommentInSpace'];
export type DeleteCommentInSpaceParameters = operations['deleteCommentInSpace']['parameters'];

/** deleteCommentReplyInSpace: success statuses 205 */
export type DeleteCommentReplyInSpaceOperation = operations['deleteCommentReplyInSpace'];
export type DeleteCommentReplyInSpaceParameters = operations['deleteCommentReplyInSpace']['parameters'];

/** deleteMemberFromOrganizationTeamById: success statuses 204 */
export type DeleteMemberFromOrganizationTeamByIdOperation = operations['deleteMemberFromOrganizationTeamById'];
export type DeleteMemberFromOrganizationTeamByIdParameters = operations['deleteMemberFromOrganizationTeamById']['parameters'];

/** deleteOpenAPISpecBySlug: success statuses 205 */
export type DeleteOpenAPISpecBySlugOperation = operations['deleteOpenAPISpecBySlug'];
export type DeleteOpenAPISpecBySlugParameters = operations['deleteOpenAPISpecBySlug']['parameters'];

/** deleteOrganizationInviteById: success statuses 205 */
export type DeleteOrganizationInviteByIdOperation = operations['deleteOrganizationInviteById'];
export type DeleteOrganizationInviteByIdParameters = operations['deleteOrganizationInviteById']['parameters'];

/** deleteOrganizationSAMLProvider: success statuses 204 */
export type DeleteOrganizationSAMLProviderOperation = operations['deleteOrganizationSAMLProvider'];
export type DeleteOrganizationSAMLProviderParameters = operations['deleteOrganizationSAMLProvider']['parameters'];

/** deleteSiteById: success statuses 205 */
export type DeleteSiteByIdOperation = operations['deleteSiteById'];
export type DeleteSiteByIdParameters = operations['deleteSiteById']['parameters'];

/** deleteSiteSectionById: success statuses 205 */
export type DeleteSiteSectionByIdOperation = operations['deleteSiteSectionById'];
export type DeleteSiteSectionByIdParameters = operations['deleteSiteSectionById']['parameters'];

/** deleteSiteSectionGroupById: success statuses 205 */
export type DeleteSiteSectionGroupByIdOperation = operations['deleteSiteSectionGroupById'];
export type DeleteSiteSectionGroupByIdParameters = operations['deleteSiteSectionGroupById']['parameters'];

/** deleteSiteShareLinkById: success statuses 205 */
export type DeleteSiteShareLinkByIdOperation = operations['deleteSiteShareLinkById'];
export type DeleteSiteShareLinkByIdParameters = operations['deleteSiteShareLinkById']['parameters'];

/** deleteSiteSpaceById: success statuses 205 */
export type DeleteSiteSpaceByIdOperation = operations['deleteSiteSpaceById'];
export type DeleteSiteSpaceByIdParameters = operations['deleteSiteSpaceById']['parameters'];

/** deleteSpaceById: success statuses 205 */
export type DeleteSpaceByIdOperation = operations['deleteSpaceById'];
export type DeleteSpaceByIdParameters = operations['deleteSpaceById']['parameters'];

/** deleteTranslation: success statuses 205 */
export type DeleteTranslationOperation = operations['deleteTranslation'];
export type DeleteTranslationParameters = operations['deleteTranslation']['parameters'];

/** duplicateSpace: success statuses 201 */
export type DuplicateSpaceOperation = operations['duplicateSpace'];
export type DuplicateSpaceParameters = operations['duplicateSpace']['parameters'];
export type DuplicateSpaceResponse = operations['duplicateSpace']['responses'][201]['content']['application/json'];

/** getChangeRequestById: success statuses 200 */
export type GetChangeRequestByIdOperation = operations['getChangeRequestById'];
export type GetChangeRequestByIdParameters = operations['getChangeRequestById']['parameters'];
export type GetChangeRequestByIdResponse = operations['getChangeRequestById']['responses'][200]['content']['application/json'];

/** getChangeRequestPDF: success statuses 200 */
export type GetChangeRequestPDFOperation = operations['getChangeRequestPDF'];
export type GetChangeRequestPDFParameters = operations['getChangeRequestPDF']['parameters'];
export type GetChangeRequestPDFResponse = operations['getChangeRequestPDF']['responses'][200]['content']['application/json'];

/** getCollectionById: success statuses 200 */
export type GetCollectionByIdOperation = operations['getCollectionById'];
export type GetCollectionByIdParameters = operations['getCollectionById']['parameters'];
export type GetCollectionByIdResponse = operations['getCollectionById']['responses'][200]['content']['application/json'];

/** getCommentInChangeRequest: success statuses 200 */
export type GetCommentInChangeRequestOperation = operations['getCommentInChangeRequest'];
export type GetCommentInChangeRequestParameters = operations['getCommentInChangeRequest']['parameters'];
export type GetCommentInChangeRequestResponse = operations['getCommentInChangeRequest']['responses'][200]['content']['application/json'];

/** getCommentInSpace: success statuses 200 */
export type GetCommentInSpaceOperation = operations['getCommentInSpace'];
export type GetCommentInSpaceParameters = operations['getCommentInSpace']['parameters'];
export type GetCommentInSpaceResponse = operations['getCommentInSpace']['responses'][200]['content']['application/json'];

/** getCommentReplyInChangeRequest: success statuses 200 */
export type GetCommentReplyInChangeRequestOperation = operations['getCommentReplyInChangeRequest'];
export type GetCommentReplyInChangeRequestParameters = operations['getCommentReplyInChangeRequest']['parameters'];
export type GetCommentReplyInChangeRequestResponse = operations['getCommentReplyInChangeRequest']['responses'][200]['content']['application/json'];

/** getCommentReplyInSpace: success statuses 200 */
export type GetCommentReplyInSpaceOperation = operations['getCommentReplyInSpace'];
export type GetCommentReplyInSpaceParameters = operations['getCommentReplyInSpace']['parameters'];
export type GetCommentReplyInSpaceResponse = operations['getCommentReplyInSpace']['responses'][200]['content']['application/json'];

/** getCurrentRevision: success statuses 200 */
export type GetCurrentRevisionOperation = operations['getCurrentRevision'];
export type GetCurrentRevisionParameters = operations['getCurrentRevision']['parameters'];
export type GetCurrentRevisionResponse = operations['getCurrentRevision']['responses'][200]['content']['application/json'];

/** getFileById: success statuses 200 */
export type GetFileByIdOperation = operations['getFileById'];
export type GetFileByIdParameters = operations['getFileById']['parameters'];
export type GetFileByIdResponse = operations['getFileById']['responses'][200]['content']['application/json'];

/** getFileInChangeRequestById: success statuses 200 */
export type GetFileInChangeRequestByIdOperation = operations['getFileInChangeRequestById'];
export type GetFileInChangeRequestByIdParameters = operations['getFileInChangeRequestById']['parameters'];
export type GetFileInChangeRequestByIdResponse = operations['getFileInChangeRequestById']['responses'][200]['content']['application/json'];

/** getLatestOpenAPISpecVersion: success statuses 200 */
export type GetLatestOpenAPISpecVersionOperation = operations['getLatestOpenAPISpecVersion'];
export type GetLatestOpenAPISpecVersionParameters = operations['getLatestOpenAPISpecVersion']['parameters'];
export type GetLatestOpenAPISpecVersionResponse = operations['getLatestOpenAPISpecVersion']['responses'][200]['content']['application/json'];

/** getLatestOpenAPISpecVersionContent: success statuses 200 */
export type GetLatestOpenAPISpecVersionContentOperation = operations['getLatestOpenAPISpecVersionContent'];
export type GetLatestOpenAPISpecVersionContentParameters = operations['getLatestOpenAPISpecVersionContent']['parameters'];
export type GetLatestOpenAPISpecVersionContentResponse = operations['getLatestOpenAPISpecVersionContent']['responses'][200]['content']['application/json'];

/** getMemberInOrganizationById: success statuses 200 */
export type GetMemberInOrganizationByIdOperation = operations['getMemberInOrganizationById'];
export type GetMemberInOrganizationByIdParameters = operations['getMemberInOrganizationById']['parameters'];
export type GetMemberInOrganizationByIdResponse = operations['getMemberInOrganizationById']['responses'][200]['content']['application/json'];

/** getOpenAPISpecBySlug: success statuses 200 */
export type GetOpenAPISpecBySlugOperation = operations['getOpenAPISpecBySlug'];
export type GetOpenAPISpecBySlugParameters = operations['getOpenAPISpecBySlug']['parameters'];
export type GetOpenAPISpecBySlugResponse = operations['getOpenAPISpecBySlug']['responses'][200]['content']['application/json'];

/** getOpenAPISpecVersionById: success statuses 200 */
export type GetOpenAPISpecVersionByIdOperation = operations['getOpenAPISpecVersionById'];
export type GetOpenAPISpecVersionByIdParameters = operations['getOpenAPISpecVersionById']['parameters'];
export type GetOpenAPISpecVersionByIdResponse = operations['getOpenAPISpecVersionById']['responses'][200]['content']['application/json'];

/** getOpenAPISpecVersionContentById: success statuses 200 */
export type GetOpenAPISpecVersionContentByIdOperation = operations['getOpenAPISpecVersionContentById'];
export type GetOpenAPISpecVersionContentByIdParameters = operations['getOpenAPISpecVersionContentById']['parameters'];
export type GetOpenAPISpecVersionContentByIdResponse = operations['getOpenAPISpecVersionContentById']['responses'][200]['content']['application/json'];

/** getOrganizationById: success statuses 200 */
export type GetOrganizationByIdOperation = operations['getOrganizationById'];
export type GetOrganizationByIdParameters = operations['getOrganizationById']['parameters'];
export type GetOrganizationByIdResponse = operations['getOrganizationById']['responses'][200]['content']['application/json'];

/** getOrganizationSAMLProviderById: success statuses 200 */
export type GetOrganizationSAMLProviderByIdOperation = operations['getOrganizationSAMLProviderById'];
export type GetOrganizationSAMLProviderByIdParameters = operations['getOrganizationSAMLProviderById']['parameters'];
export type GetOrganizationSAMLProviderByIdResponse = operations['getOrganizationSAMLProviderById']['responses'][200]['content']['application/json'];

/** getOrganizationsForEmailDomain: success statuses 200 */
export type GetOrganizationsForEmailDomainOperation = operations['getOrganizationsForEmailDomain'];
export type GetOrganizationsForEmailDomainParameters = operations['getOrganizationsForEmailDomain']['parameters'];
export type GetOrganizationsForEmailDomainResponse = operations['getOrganizationsForEmailDomain']['responses'][200]['content']['application/json'];

/** getPageById: success statuses 200 */
export type GetPageByIdOperation = operations['getPageById'];
export type GetPageByIdParameters = operations['getPageById']['parameters'];
export type GetPageByIdResponse = operations['getPageById']['responses'][200]['content']['application/json'];

/** getPageInChangeRequestById: success statuses 200 */
export type GetPageInChangeRequestByIdOperation = operations['getPageInChangeRequestById'];
export type GetPageInChangeRequestByIdParameters = operations['getPageInChangeRequestById']['parameters'];
export type GetPageInChangeRequestByIdResponse = operations['getPageInChangeRequestById']['responses'][200]['content']['application/json'];

/** getPublishedContentSite: success statuses 200 */
export type GetPublishedContentSiteOperation = operations['getPublishedContentSite'];
export type GetPublishedContentSiteParameters = operations['getPublishedContentSite']['parameters'];
export type GetPublishedContentSiteResponse = operations['getPublishedContentSite']['responses'][200]['content']['application/json'];

/** getRevisionOfChangeRequestById: success statuses 200 */
export type GetRevisionOfChangeRequestByIdOperation = operations['getRevisionOfChangeRequestById'];
export type GetRevisionOfChangeRequestByIdParameters = operations['getRevisionOfChangeRequestById']['parameters'];
export type GetRevisionOfChangeRequestByIdResponse = operations['getRevisionOfChangeRequestById']['responses'][200]['content']['application/json'];

/** getSiteAdaptiveSchema: success statuses 200 */
export type GetSiteAdaptiveSchemaOperation = operations['getSiteAdaptiveSchema'];
export type GetSiteAdaptiveSchemaParameters = operations['getSiteAdaptiveSchema']['parameters'];
export type GetSiteAdaptiveSchemaResponse = operations['getSiteAdaptiveSchema']['responses'][200]['content']['application/json'];

/** getSiteById: success statuses 200 */
export type GetSiteByIdOperation = operations['getSiteById'];
export type GetSiteByIdParameters = operations['getSiteById']['parameters'];
export type GetSiteByIdResponse = operations['getSiteById']['responses'][200]['content']['application/json'];

/** getSpaceById: success statuses 200 */
export type GetSpaceByIdOperation = operations['getSpaceById'];
export type GetSpaceByIdParameters = operations['getSpaceById']['parameters'];
export type GetSpaceByIdResponse = operations['getSpaceById']['responses'][200]['content']['application/json'];

/** getTeamInOrganizationById: success statuses 200 */
export type GetTeamInOrganizationByIdOperation = operations['getTeamInOrganizationById'];
export type GetTeamInOrganizationByIdParameters = operations['getTeamInOrganizationById']['parameters'];
export type GetTeamInOrganizationByIdResponse = operations['getTeamInOrganizationById']['responses'][200]['content']['application/json'];

/** getTranslation: success statuses 200 */
export type GetTranslationOperation = operations['getTranslation'];
export type GetTranslationParameters = operations['getTranslation']['parameters'];
export type GetTranslationResponse = operations['getTranslation']['responses'][200]['content']['application/json'];

/** importContentInChangeRequest: success statuses 201 */
export type ImportContentInChangeRequestOperation = operations['importContentInChangeRequest'];
export type ImportContentInChangeRequestParameters = operations['importContentInChangeRequest']['parameters'];
export type ImportContentInChangeRequestRequestBody = NonNullable<operations['importContentInChangeRequest']['requestBody']>['content']['application/json'];
export type ImportContentInChangeRequestResponse = operations['importContentInChangeRequest']['responses'][201]['content']['application/json'];

/** importContentInSpace: success statuses 201 */
export type ImportContentInSpaceOperation = operations['importContentInSpace'];
export type ImportContentInSpaceParameters = operations['importContentInSpace']['parameters'];
export type ImportContentInSpaceRequestBody = NonNullable<operations['importContentInSpace']['requestBody']>['content']['application/json'];
export type ImportContentInSpaceResponse = operations['importContentInSpace']['responses'][201]['content']['application/json'];

/** listChangeRequestsForSpace: success statuses 200 */
export type ListChangeRequestsForSpaceOperation = operations['listChangeRequestsForSpace'];
export type ListChangeRequestsForSpaceParameters = operations['listChangeRequestsForSpace']['parameters'];
export type ListChangeRequestsForSpaceResponse = operations['listChangeRequestsForSpace']['responses'][200]['content']['application/json'];

/** listCollectionsInOrganizationById: success statuses 200 */
export type ListCollectionsInOrganizationByIdOperation = operations['listCollectionsInOrganizationById'];
export type ListCollectionsInOrganizationByIdParameters = operations['listCollectionsInOrganizationById']['parameters'];
export type ListCollectionsInOrganizationByIdResponse = operations['listCollectionsInOrganizationById']['responses'][200]['content']['application/json'];

/** listCommentRepliesInChangeRequest: success statuses 200 */
export type ListCommentRepliesInChangeRequestOperation = operations['listCommentRepliesInChangeRequest'];
export type ListCommentRepliesInChangeRequestParameters = operations['listCommentRepliesInChangeRequest']['parameters'];
export type ListCommentRepliesInChangeRequestResponse = operations['listCommentRepliesInChangeRequest']['responses'][200]['content']['application/json'];

/** listCommentsInChangeRequest: success statuses 200 */
export type ListCommentsInChangeRequestOperation = operations['listCommentsInChangeRequest'];
export type ListCommentsInChangeRequestParameters = operations['listCommentsInChangeRequest']['parameters'];
export type ListCommentsInChangeRequestResponse = operations['listCommentsInChangeRequest']['responses'][200]['content']['application/json'];

/** listCommentsInSpace: success statuses 200 */
export type ListCommentsInSpaceOperation = operations['listCommentsInSpace'];
export type ListCommentsInSpaceParameters = operations['listCommentsInSpace']['parameters'];
export type ListCommentsInSpaceResponse = operations['listCommentsInSpace']['responses'][200]['content']['application/json'];

/** listFileBacklinksInChangeRequest: success statuses 200 */
export type ListFileBacklinksInChangeRequestOperation = operations['listFileBacklinksInChangeRequest'];
export type ListFileBacklinksInChangeRequestParameters = operations['listFileBacklinksInChangeRequest']['parameters'];
export type ListFileBacklinksInChangeRequestResponse = operations['listFileBacklinksInChangeRequest']['responses'][200]['content']['application/json'];

/** listFileBacklinksInSpace: success statuses 200 */
export type ListFileBacklinksInSpaceOperation = operations['listFileBacklinksInSpace'];
export type ListFileBacklinksInSpaceParameters = operations['listFileBacklinksInSpace']['parameters'];
export type ListFileBacklinksInSpaceResponse = operations['listFileBacklinksInSpace']['responses'][200]['content']['application/json'];

/** listFiles: success statuses 200 */
export type ListFilesOperation = operations['listFiles'];
export type ListFilesParameters = operations['listFiles']['parameters'];
export type ListFilesResponse = operations['listFiles']['responses'][200]['content']['application/json'];

/** listFilesInChangeRequestById: success statuses 200 */
export type ListFilesInChangeRequestByIdOperation = operations['listFilesInChangeRequestById'];
export type ListFilesInChangeRequestByIdParameters = operations['listFilesInChangeRequestById']['parameters'];
export type ListFilesInChangeRequestByIdResponse = operations['listFilesInChangeRequestById']['responses'][200]['content']['application/json'];

/** listLinksInSpace: success statuses 200 */
export type ListLinksInSpaceOperation = operations['listLinksInSpace'];
export type ListLinksInSpaceParameters = operations['listLinksInSpace']['parameters'];
export type ListLinksInSpaceResponse = operations['listLinksInSpace']['responses'][200]['content']['application/json'];

/** listMembersInOrganizationById: success statuses 200 */
export type ListMembersInOrganizationByIdOperation = operations['listMembersInOrganizationById'];
export type ListMembersInOrganizationByIdParameters = operations['listMembersInOrganizationById']['parameters'];
export type ListMembersInOrganizationByIdResponse = operations['listMembersInOrganizationById']['responses'][200]['content']['application/json'];

/** listOpenAPISpecs: success statuses 200 */
export type ListOpenAPISpecsOperation = operations['listOpenAPISpecs'];
export type ListOpenAPISpecsParameters = operations['listOpenAPISpecs']['parameters'];
export type ListOpenAPISpecsResponse = operations['listOpenAPISpecs']['responses'][200]['content']['application/json'];

/** listOpenAPISpecVersions: success statuses 200 */
export type ListOpenAPISpecVersionsOperation = operations['listOpenAPISpecVersions'];
export type ListOpenAPISpecVersionsParameters = operations['listOpenAPISpecVersions']['parameters'];
export type ListOpenAPISpecVersionsResponse = operations['listOpenAPISpecVersions']['responses'][200]['content']['application/json'];

/** listOrganizationsForAuthenticatedUser: success statuses 200 */
export type ListOrganizationsForAuthenticatedUserOperation = operations['listOrganizationsForAuthenticatedUser'];
export type ListOrganizationsForAuthenticatedUserParameters = operations['listOrganizationsForAuthenticatedUser']['parameters'];
export type ListOrganizationsForAuthenticatedUserResponse = operations['listOrganizationsForAuthenticatedUser']['responses'][200]['content']['application/json'];

/** listPageLinksInChangeRequest: success statuses 200 */
export type ListPageLinksInChangeRequestOperation = operations['listPageLinksInChangeRequest'];
export type ListPageLinksInChangeRequestParameters = operations['listPageLinksInChangeRequest']['parameters'];
export type ListPageLinksInChangeRequestResponse = operations['listPageLinksInChangeRequest']['responses'][200]['content']['application/json'];

/** listPageLinksInSpace: success statuses 200 */
export type ListPageLinksInSpaceOperation = operations['listPageLinksInSpace'];
export type ListPageLinksInSpaceParameters = operations['listPageLinksInSpace']['parameters'];
export type ListPageLinksInSpaceResponse = operations['listPageLinksInSpace']['responses'][200]['content']['application/json'];

/** listPages: success statuses 200 */
export type ListPagesOperation = operations['listPages'];
export type ListPagesParameters = operations['listPages']['parameters'];
export type ListPagesResponse = operations['listPages']['responses'][200]['content']['application/json'];

/** listPagesInChangeRequest: success statuses 200 */
export type ListPagesInChangeRequestOperation = operations['listPagesInChangeRequest'];
export type ListPagesInChangeRequestParameters = operations['listPagesInChangeRequest']['parameters'];
export type ListPagesInChangeRequestResponse = operations['listPagesInChangeRequest']['responses'][200]['content']['application/json'];

/** listSAMLProvidersInOrganizationById: success statuses 200 */
export type ListSAMLProvidersInOrganizationByIdOperation = operations['listSAMLProvidersInOrganizationById'];
export type ListSAMLProvidersInOrganizationByIdParameters = operations['listSAMLProvidersInOrganizationById']['parameters'];
export type ListSAMLProvidersInOrganizationByIdResponse = operations['listSAMLProvidersInOrganizationById']['responses'][200]['content']['application/json'];

/** listSiteAdaptiveTemplateConditions: success statuses 200 */
export type ListSiteAdaptiveTemplateConditionsOperation = operations['listSiteAdaptiveTemplateConditions'];
export type ListSiteAdaptiveTemplateConditionsParameters = operations['listSiteAdaptiveTemplateConditions']['parameters'];
export type ListSiteAdaptiveTemplateConditionsResponse = operations['listSiteAdaptiveTemplateConditions']['responses'][200]['content']['application/json'];

/** listSites: success statuses 200 */
export type ListSitesOperation = operations['listSites'];
export type ListSitesParameters = operations['listSites']['parameters'];
export type ListSitesResponse = operations['listSites']['responses'][200]['content']['application/json'];

/** listSiteSectionGroups: success statuses 200 */
export type ListSiteSectionGroupsOperation = operations['listSiteSectionGroups'];
export type ListSiteSectionGroupsParameters = operations['listSiteSectionGroups']['parameters'];
export type ListSiteSectionGroupsResponse = operations['listSiteSectionGroups']['responses'][200]['content']['application/json'];

/** listSiteSections: success statuses 200 */
export type ListSiteSectionsOperation = operations['listSiteSections'];
export type ListSiteSectionsParameters = operations['listSiteSections']['parameters'];
export type ListSiteSectionsResponse = operations['listSiteSections']['responses'][200]['content']['application/json'];

/** listSiteShareLinks: success statuses 200 */
export type ListSiteShareLinksOperation = operations['listSiteShareLinks'];
export type ListSiteShareLinksParameters = operations['listSiteShareLinks']['parameters'];
export type ListSiteShareLinksResponse = operations['listSiteShareLinks']['responses'][200]['content']['application/json'];

/** listSiteSpaces: success statuses 200 */
export type ListSiteSpacesOperation = operations['listSiteSpaces'];
export type ListSiteSpacesParameters = operations['listSiteSpaces']['parameters'];
export type ListSiteSpacesResponse = operations['listSiteSpaces']['responses'][200]['content']['application/json'];

/** listSpacesForOrganizationMember: success statuses 200 */
export type ListSpacesForOrganizationMemberOperation = operations['listSpacesForOrganizationMember'];
export type ListSpacesForOrganizationMemberParameters = operations['listSpacesForOrganizationMember']['parameters'];
export type ListSpacesForOrganizationMemberResponse = operations['listSpacesForOrganizationMember']['responses'][200]['content']['application/json'];

/** listSpacesInCollectionById: success statuses 200 */
export type ListSpacesInCollectionByIdOperation = operations['listSpacesInCollectionById'];
export type ListSpacesInCollectionByIdParameters = operations['listSpacesInCollectionById']['parameters'];
export type ListSpacesInCollectionByIdResponse = operations['listSpacesInCollectionById']['responses'][200]['content']['application/json'];

/** listSpacesInOrganizationById: success statuses 200 */
export type ListSpacesInOrganizationByIdOperation = operations['listSpacesInOrganizationById'];
export type ListSpacesInOrganizationByIdParameters = operations['listSpacesInOrganizationById']['parameters'];
export type ListSpacesInOrganizationByIdResponse = operations['listSpacesInOrganizationById']['responses'][200]['content']['application/json'];

/** listSSOProviderLoginsInOrganization: success statuses 200 */
export type ListSSOProviderLoginsInOrganizationOperation = operations['listSSOProviderLoginsInOrganization'];
export type ListSSOProviderLoginsInOrganizationParameters = operations['listSSOProviderLoginsInOrganization']['parameters'];
export type ListSSOProviderLoginsInOrganizationResponse = operations['listSSOProviderLoginsInOrganization']['responses'][200]['content']['application/json'];

/** listTeamMembersInOrganizationById: success statuses 200 */
export type ListTeamMembersInOrganizationByIdOperation = operations['listTeamMembersInOrganizationById'];
export type ListTeamMembersInOrganizationByIdParameters = operations['listTeamMembersInOrganizationById']['parameters'];
export type ListTeamMembersInOrganizationByIdResponse = operations['listTeamMembersInOrganizationById']['responses'][200]['content']['application/json'];

/** listTeamsForOrganizationMember: success statuses 200 */
export type ListTeamsForOrganizationMemberOperation = operations['listTeamsForOrganizationMember'];
export type ListTeamsForOrganizationMemberParameters = operations['listTeamsForOrganizationMember']['parameters'];
export type ListTeamsForOrganizationMemberResponse = operations['listTeamsForOrganizationMember']['responses'][200]['content']['application/json'];

/** listTeamsInOrganizationById: success statuses 200 */
export type ListTeamsInOrganizationByIdOperation = operations['listTeamsInOrganizationById'];
export type ListTeamsInOrganizationByIdParameters = operations['listTeamsInOrganizationById']['parameters'];
export type ListTeamsInOrganizationByIdResponse = operations['listTeamsInOrganizationById']['responses'][200]['content']['application/json'];

/** listTranslations: success statuses 200 */
export type ListTranslationsOperation = operations['listTranslations'];
export type ListTranslationsParameters = operations['listTranslations']['parameters'];
export type ListTranslationsResponse = operations['listTranslations']['responses'][200]['content']['application/json'];

/** mergeChangeRequest: success statuses 200 */
export type MergeChangeRequestOperation = operations['mergeChangeRequest'];
export type MergeChangeRequestParameters = operations['mergeChangeRequest']['parameters'];
export type MergeChangeRequestResponse = operations['mergeChangeRequest']['responses'][200]['content']['application/json'];

/** moveCollection: success statuses 200 */
export type MoveCollectionOperation = operations['moveCollection'];
export type MoveCollectionParameters = operations['moveCollection']['parameters'];
export type MoveCollectionRequestBody = NonNullable<operations['moveCollection']['requestBody']>['content']['application/json'];
export type MoveCollectionResponse = operations['moveCollection']['responses'][200]['content']['application/json'];

/** moveSiteSection: success statuses 200 */
export type MoveSiteSectionOperation = operations['moveSiteSection'];
export type MoveSiteSectionParameters = operations['moveSiteSection']['parameters'];
export type MoveSiteSectionRequestBody = NonNullable<operations['moveSiteSection']['requestBody']>['content']['application/json'];
export type MoveSiteSectionResponse = operations['moveSiteSection']['responses'][200]['content']['application/json'];

/** moveSiteSectionGroup: success statuses 200 */
export type MoveSiteSectionGroupOperation = operations['moveSiteSectionGroup'];
export type MoveSiteSectionGroupParameters = operations['moveSiteSectionGroup']['parameters'];
export type MoveSiteSectionGroupRequestBody = NonNullable<operations['moveSiteSectionGroup']['requestBody']>['content']['application/json'];
export type MoveSiteSectionGroupResponse = operations['moveSiteSectionGroup']['responses'][200]['content']['application/json'];

/** moveSiteSpace: success statuses 200 */
export type MoveSiteSpaceOperation = operations['moveSiteSpace'];
export type MoveSiteSpaceParameters = operations['moveSiteSpace']['parameters'];
export type MoveSiteSpaceRequestBody = NonNullable<operations['moveSiteSpace']['requestBody']>['content']['application/json'];
export type MoveSiteSpaceResponse = operations['moveSiteSpace']['responses'][200]['content']['application/json'];

/** moveSpace: success statuses 200 */
export type MoveSpaceOperation = operations['moveSpace'];
export type MoveSpaceParameters = operations['moveSpace']['parameters'];
export type MoveSpaceRequestBody = NonNullable<operations['moveSpace']['requestBody']>['content']['application/json'];
export type MoveSpaceResponse = operations['moveSpace']['responses'][200]['content']['application/json'];

/** postCommentInChangeRequest: success statuses 200 */
export type PostCommentInChangeRequestOperation = operations['postCommentInChangeRequest'];
export type PostCommentInChangeRequestParameters = operations['postCommentInChangeRequest']['parameters'];
export type PostCommentInChangeRequestRequestBody = NonNullable<operations['postCommentInChangeRequest']['requestBody']>['content']['application/json'];
export type PostCommentInChangeRequestResponse = operations['postCommentInChangeRequest']['responses'][200]['content']['application/json'];

/** postCommentInSpace: success statuses 200 */
export type PostCommentInSpaceOperation = operations['postCommentInSpace'];
export type PostCommentInSpaceParameters = operations['postCommentInSpace']['parameters'];
export type PostCommentInSpaceRequestBody = NonNullable<operations['postCommentInSpace']['requestBody']>['content']['application/json'];
export type PostCommentInSpaceResponse = operations['postCommentInSpace']['responses'][200]['content']['application/json'];

/** postCommentReplyInChangeRequest: success statuses 200 */
export type PostCommentReplyInChangeRequestOperation = operations['postCommentReplyInChangeRequest'];
export type PostCommentReplyInChangeRequestParameters = operations['postCommentReplyInChangeRequest']['parameters'];
export type PostCommentReplyInChangeRequestRequestBody = NonNullable<operations['postCommentReplyInChangeRequest']['requestBody']>['content']['application/json'];
export type PostCommentReplyInChangeRequestResponse = operations['postCommentReplyInChangeRequest']['responses'][200]['content']['application/json'];

/** postCommentReplyInSpace: success statuses 200 */
export type PostCommentReplyInSpaceOperation = operations['postCommentReplyInSpace'];
export type PostCommentReplyInSpaceParameters = operations['postCommentReplyInSpace']['parameters'];
export type PostCommentReplyInSpaceRequestBody = NonNullable<operations['postCommentReplyInSpace']['requestBody']>['content']['application/json'];
export type PostCommentReplyInSpaceResponse = operations['postCommentReplyInSpace']['responses'][200]['content']['application/json'];

/** publishSite: success statuses 200 */
export type PublishSiteOperation = operations['publishSite'];
export type PublishSiteParameters = operations['publishSite']['parameters'];
export type PublishSiteResponse = operations['publishSite']['responses'][200]['content']['application/json'];

/** removeMemberFromOrganizationById: success statuses 204 */
export type RemoveMemberFromOrganizationByIdOperation = operations['removeMemberFromOrganizationById'];
export type RemoveMemberFromOrganizationByIdParameters = operations['removeMemberFromOrganizationById']['parameters'];

/** removeSectionFromSiteSectionGroup: success statuses 205 */
export type RemoveSectionFromSiteSectionGroupOperation = operations['removeSectionFromSiteSectionGroup'];
export type RemoveSectionFromSiteSectionGroupParameters = operations['removeSectionFromSiteSectionGroup']['parameters'];

/** removeTeamFromOrganizationById: success statuses 204 */
export type RemoveTeamFromOrganizationByIdOperation = operations['removeTeamFromOrganizationById'];
export type RemoveTeamFromOrganizationByIdParameters = operations['removeTeamFromOrganizationById']['parameters'];

/** restoreSpace: success statuses 200 */
export type RestoreSpaceOperation = operations['restoreSpace'];
export type RestoreSpaceParameters = operations['restoreSpace']['parameters'];
export type RestoreSpaceResponse = operations['restoreSpace']['responses'][200]['content']['application/json'];

/** searchOrganizationContent: success statuses 200 */
export type SearchOrganizationContentOperation = operations['searchOrganizationContent'];
export type SearchOrganizationContentParameters = operations['searchOrganizationContent']['parameters'];
export type SearchOrganizationContentResponse = operations['searchOrganizationContent']['responses'][200]['content']['application/json'];

/** searchSpaceContent: success statuses 200 */
export type SearchSpaceContentOperation = operations['searchSpaceContent'];
export type SearchSpaceContentParameters = operations['searchSpaceContent']['parameters'];
export type SearchSpaceContentResponse = operations['searchSpaceContent']['responses'][200]['content']['application/json'];

/** setUserAsSSOMemberForOrganization: success statuses 200 */
export type SetUserAsSSOMemberForOrganizationOperation = operations['setUserAsSSOMemberForOrganization'];
export type SetUserAsSSOMemberForOrganizationParameters = operations['setUserAsSSOMemberForOrganization']['parameters'];
export type SetUserAsSSOMemberForOrganizationResponse = operations['setUserAsSSOMemberForOrganization']['responses'][200]['content']['application/json'];

/** transferCollection: success statuses 200 */
export type TransferCollectionOperation = operations['transferCollection'];
export type TransferCollectionParameters = operations['transferCollection']['parameters'];
export type TransferCollectionRequestBody = NonNullable<operations['transferCollection']['requestBody']>['content']['application/json'];
export type TransferCollectionResponse = operations['transferCollection']['responses'][200]['content']['application/json'];

/** transferSpace: success statuses 200 */
export type TransferSpaceOperation = operations['transferSpace'];
export type TransferSpaceParameters = operations['transferSpace']['parameters'];
export type TransferSpaceRequestBody = NonNullable<operations['transferSpace']['requestBody']>['content']['application/json'];
export type TransferSpaceResponse = operations['transferSpace']['responses'][200]['content']['application/json'];

/** unpublishSite: success statuses 200 */
export type UnpublishSiteOperation = operations['unpublishSite'];
export type UnpublishSiteParameters = operations['unpublishSite']['parameters'];
export type UnpublishSiteResponse = operations['unpublishSite']['responses'][200]['content']['application/json'];

/** updateChangeRequest: success statuses 200 */
export type UpdateChangeRequestOperation = operations['updateChangeRequest'];
export type UpdateChangeRequestParameters = operations['updateChangeRequest']['parameters'];
export type UpdateChangeRequestResponse = operations['updateChangeRequest']['responses'][200]['content']['application/json'];

/** updateChangeRequestById: success statuses 200 */
export type UpdateChangeRequestByIdOperation = operations['updateChangeRequestById'];
export type UpdateChangeRequestByIdParameters = operations['updateChangeRequestById']['parameters'];
export type UpdateChangeRequestByIdRequestBody = NonNullable<operations['updateChangeRequestById']['requestBody']>['content']['application/json'];
export type UpdateChangeRequestByIdResponse = operations['updateChangeRequestById']['responses'][200]['content']['application/json'];

/** updateCollectionById: success statuses 200 */
export type UpdateCollectionByIdOperation = operations['updateCollectionById'];
export type UpdateCollectionByIdParameters = operations['updateCollectionById']['parameters'];
export type UpdateCollectionByIdRequestBody = NonNullable<operations['updateCollectionById']['requestBody']>['content']['application/json'];
export type UpdateCollectionByIdResponse = operations['updateCollectionById']['responses'][200]['content']['application/json'];

/** updateCommentInChangeRequest: success statuses 200 */
export type UpdateCommentInChangeRequestOperation = operations['updateCommentInChangeRequest'];
export type UpdateCommentInChangeRequestParameters = operations['updateCommentInChangeRequest']['parameters'];
export type UpdateCommentInChangeRequestRequestBody = NonNullable<operations['updateCommentInChangeRequest']['requestBody']>['content']['application/json'];
export type UpdateCommentInChangeRequestResponse = operations['updateCommentInChangeRequest']['responses'][200]['content']['application/json'];

/** updateCommentInSpace: success statuses 200 */
export type UpdateCommentInSpaceOperation = operations['updateCommentInSpace'];
export type UpdateCommentInSpaceParameters = operations['updateCommentInSpace']['parameters'];
export type UpdateCommentInSpaceRequestBody = NonNullable<operations['updateCommentInSpace']['requestBody']>['content']['application/json'];
export type UpdateCommentInSpaceResponse = operations['updateCommentInSpace']['responses'][200]['content']['application/json'];

/** updateCommentReplyInSpace: success statuses 200 */
export type UpdateCommentReplyInSpaceOperation = operations['updateCommentReplyInSpace'];
export type UpdateCommentReplyInSpaceParameters = operations['updateCommentReplyInSpace']['parameters'];
export type UpdateCommentReplyInSpaceRequestBody = NonNullable<operations['updateCommentReplyInSpace']['requestBody']>['content']['application/json'];
export type UpdateCommentReplyInSpaceResponse = operations['updateCommentReplyInSpace']['responses'][200]['content']['application/json'];

/** updateMemberInOrganizationById: success statuses 200 */
export type UpdateMemberInOrganizationByIdOperation = operations['updateMemberInOrganizationById'];
export type UpdateMemberInOrganizationByIdParameters = operations['updateMemberInOrganizationById']['parameters'];
export type UpdateMemberInOrganizationByIdRequestBody = NonNullable<operations['updateMemberInOrganizationById']['requestBody']>['content']['application/json'];
export type UpdateMemberInOrganizationByIdResponse = operations['updateMemberInOrganizationById']['responses'][200]['content']['application/json'];

/** updateMembersInOrganizationTeam: success statuses 204 */
export type UpdateMembersInOrganizationTeamOperation = operations['updateMembersInOrganizationTeam'];
export type UpdateMembersInOrganizationTeamParameters = operations['updateMembersInOrganizationTeam']['parameters'];
export type UpdateMembersInOrganizationTeamRequestBody = NonNullable<operations['updateMembersInOrganizationTeam']['requestBody']>['content']['application/json'];

/** updateOrganizationById: success statuses 200 */
export type UpdateOrganizationByIdOperation = operations['updateOrganizationById'];
export type UpdateOrganizationByIdParameters = operations['updateOrganizationById']['parameters'];
export type UpdateOrganizationByIdRequestBody = NonNullable<operations['updateOrganizationById']['requestBody']>['content']['application/json'];
export type UpdateOrganizationByIdResponse = operations['updateOrganizationById']['responses'][200]['content']['application/json'];

/** updateOrganizationMemberLastSeenAt: success statuses 200 */
export type UpdateOrganizationMemberLastSeenAtOperation = operations['updateOrganizationMemberLastSeenAt'];
export type UpdateOrganizationMemberLastSeenAtParameters = operations['updateOrganizationMemberLastSeenAt']['parameters'];
export type UpdateOrganizationMemberLastSeenAtResponse = operations['updateOrganizationMemberLastSeenAt']['responses'][200]['content']['application/json'];

/** updateOrganizationSAMLProvider: success statuses 200 */
export type UpdateOrganizationSAMLProviderOperation = operations['updateOrganizationSAMLProvider'];
export type UpdateOrganizationSAMLProviderParameters = operations['updateOrganizationSAMLProvider']['parameters'];
export type UpdateOrganizationSAMLProviderRequestBody = NonNullable<operations['updateOrganizationSAMLProvider']['requestBody']>['content']['application/json'];
export type UpdateOrganizationSAMLProviderResponse = operations['updateOrganizationSAMLProvider']['responses'][200]['content']['application/json'];

/** updateSiteAdaptiveSchema: success statuses 200 */
export type UpdateSiteAdaptiveSchemaOperation = operations['updateSiteAdaptiveSchema'];
export type UpdateSiteAdaptiveSchemaParameters = operations['updateSiteAdaptiveSchema']['parameters'];
export type UpdateSiteAdaptiveSchemaRequestBody = NonNullable<operations['updateSiteAdaptiveSchema']['requestBody']>['content']['application/json'];
export type UpdateSiteAdaptiveSchemaResponse = operations['updateSiteAdaptiveSchema']['responses'][200]['content']['application/json'];

/** updateSiteById: success statuses 200 */
export type UpdateSiteByIdOperation = operations['updateSiteById'];
export type UpdateSiteByIdParameters = operations['updateSiteById']['parameters'];
export type UpdateSiteByIdRequestBody = NonNullable<operations['updateSiteById']['requestBody']>['content']['application/json'];
export type UpdateSiteByIdResponse = operations['updateSiteById']['responses'][200]['content']['application/json'];

/** updateSiteSectionById: success statuses 200 */
export type UpdateSiteSectionByIdOperation = operations['updateSiteSectionById'];
export type UpdateSiteSectionByIdParameters = operations['updateSiteSectionById']['parameters'];
export type UpdateSiteSectionByIdRequestBody = NonNullable<operations['updateSiteSectionById']['requestBody']>['content']['application/json'];
export type UpdateSiteSectionByIdResponse = operations['updateSiteSectionById']['responses'][200]['content']['application/json'];

/** updateSiteSectionGroupById: success statuses 200 */
export type UpdateSiteSectionGroupByIdOperation = operations['updateSiteSectionGroupById'];
export type UpdateSiteSectionGroupByIdParameters = operations['updateSiteSectionGroupById']['parameters'];
export type UpdateSiteSectionGroupByIdRequestBody = NonNullable<operations['updateSiteSectionGroupById']['requestBody']>['content']['application/json'];
export type UpdateSiteSectionGroupByIdResponse = operations['updateSiteSectionGroupById']['responses'][200]['content']['application/json'];

/** updateSiteShareLinkById: success statuses 200 */
export type UpdateSiteShareLinkByIdOperation = operations['updateSiteShareLinkById'];
export type UpdateSiteShareLinkByIdParameters = operations['updateSiteShareLinkById']['parameters'];
export type UpdateSiteShareLinkByIdRequestBody = NonNullable<operations['updateSiteShareLinkById']['requestBody']>['content']['application/json'];
export type UpdateSiteShareLinkByIdResponse = operations['updateSiteShareLinkById']['responses'][200]['content']['application/json'];

/** updateSiteSpaceById: success statuses 200 */
export type UpdateSiteSpaceByIdOperation = operations['updateSiteSpaceById'];
export type UpdateSiteSpaceByIdParameters = operations['updateSiteSpaceById']['parameters'];
export type UpdateSiteSpaceByIdRequestBody = NonNullable<operations['updateSiteSpaceById']['requestBody']>['content']['application/json'];
export type UpdateSiteSpaceByIdResponse = operations['updateSiteSpaceById']['responses'][200]['content']['application/json'];

/** updateSpaceById: success statuses 200 */
export type UpdateSpaceByIdOperation = operations['updateSpaceById'];
export type UpdateSpaceByIdParameters = operations['updateSpaceById']['parameters'];
export type UpdateSpaceByIdRequestBody = NonNullable<operations['updateSpaceById']['requestBody']>['content']['application/json'];
export type UpdateSpaceByIdResponse = operations['updateSpaceById']['responses'][200]['content']['application/json'];

/** updateTeamInOrganizationById: success statuses 200 */
export type UpdateTeamInOrganizationByIdOperation = operations['updateTeamInOrganizationById'];
export type UpdateTeamInOrganizationByIdParameters = operations['updateTeamInOrganizationById']['parameters'];
export type UpdateTeamInOrganizationByIdRequestBody = NonNullable<operations['updateTeamInOrganizationById']['requestBody']>['content']['application/json'];
export type UpdateTeamInOrganizationByIdResponse = operations['updateTeamInOrganizationById']['responses'][200]['content']['application/json'];

/** updateTranslation: success statuses 200 */
export type UpdateTranslationOperation = operations['updateTranslation'];
export type UpdateTranslationParameters = operations['updateTranslation']['parameters'];
export type UpdateTranslationRequestBody = NonNullable<operations['updateTranslation']['requestBody']>['content']['application/json'];
export type UpdateTranslationResponse = operations['updateTranslation']['responses'][200]['content']['application/json'];
