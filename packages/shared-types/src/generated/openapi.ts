// Generated from @docs-api/spec by scripts/generate.ts. Do not edit: run `pnpm build`.

export interface paths {
    "/v1/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organizations of the authenticated user */
        get: operations["listOrganizationsForAuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an organization */
        get: operations["getOrganizationById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an organization
         * @description A hostname already used by another organization is a conflict (409).
         */
        patch: operations["updateOrganizationById"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/link-invites/{inviteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an invite link of an organization */
        delete: operations["deleteOrganizationInviteById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the content of every space of an organization */
        get: operations["searchOrganizationContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email-domains/{emailDomain}/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the organizations that claim an email domain */
        get: operations["getOrganizationsForEmailDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the members of an organization */
        get: operations["listMembersInOrganizationById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a member of an organization */
        get: operations["getMemberInOrganizationById"];
        put?: never;
        post?: never;
        /** Remove a member from an organization */
        delete: operations["removeMemberFromOrganizationById"];
        options?: never;
        head?: never;
        /** Change the role of a member */
        patch: operations["updateMemberInOrganizationById"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the caller's last-seen time in an organization
         * @description Can return a visitor-claims token (`serviceVisitorClaims`) to attach to the user.
         */
        post: operations["updateOrganizationMemberLastSeenAt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/members/{userId}/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a member an SSO member of the organization */
        post: operations["setUserAsSSOMemberForOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/members/{userId}/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the spaces a member can access, with the permission */
        get: operations["listSpacesForOrganizationMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/members/{userId}/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the teams of a member, with the role in each */
        get: operations["listTeamsForOrganizationMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the teams of an organization */
        get: operations["listTeamsInOrganizationById"];
        /** Create a team */
        put: operations["createOrganizationTeam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/teams/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a team */
        get: operations["getTeamInOrganizationById"];
        put?: never;
        post?: never;
        /** Delete a team */
        delete: operations["removeTeamFromOrganizationById"];
        options?: never;
        head?: never;
        /** Rename a team */
        patch: operations["updateTeamInOrganizationById"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/teams/{teamId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the members of a team */
        get: operations["listTeamMembersInOrganizationById"];
        /**
         * Add, remove and change the roles of team members in bulk
         * @description When the same user is in both `add` and `remove`, the user is removed.
         */
        put: operations["updateMembersInOrganizationTeam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/teams/{teamId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a member to a team or change its role
         * @description Adds the member, or updates the role of a member already in the team.
         */
        put: operations["addMemberToOrganizationTeamById"];
        post?: never;
        /** Remove a member from a team */
        delete: operations["deleteMemberFromOrganizationTeamById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/saml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the SAML providers of an organization */
        get: operations["listSAMLProvidersInOrganizationById"];
        put?: never;
        /** Create a SAML provider */
        post: operations["createOrganizationSAMLProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/saml/{samlProviderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a SAML provider */
        get: operations["getOrganizationSAMLProviderById"];
        put?: never;
        post?: never;
        /** Delete a SAML provider */
        delete: operations["deleteOrganizationSAMLProvider"];
        options?: never;
        head?: never;
        /** Update a SAML provider */
        patch: operations["updateOrganizationSAMLProvider"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the SSO logins offered by an organization */
        get: operations["listSSOProviderLoginsInOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the collections of an organization */
        get: operations["listCollectionsInOrganizationById"];
        put?: never;
        /** Create a collection */
        post: operations["createCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/collections/{collectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a collection */
        get: operations["getCollectionById"];
        put?: never;
        post?: never;
        /** Delete a collection */
        delete: operations["deleteCollectionById"];
        options?: never;
        head?: never;
        /** Update a collection */
        patch: operations["updateCollectionById"];
        trace?: never;
    };
    "/v1/collections/{collectionId}/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the spaces of a collection */
        get: operations["listSpacesInCollectionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/collections/{collectionId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a collection to another parent collection or position
         * @description Moving a collection into itself or one of its descendants is a 409.
         */
        post: operations["moveCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/collections/{collectionId}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Transfer a collection to another organization */
        post: operations["transferCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the spaces of an organization */
        get: operations["listSpacesInOrganizationById"];
        put?: never;
        /**
         * Create a space
         * @description `visibility` `in-collection` is only allowed for a space created in a collection (`parent`).
         */
        post: operations["createSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a space */
        get: operations["getSpaceById"];
        put?: never;
        post?: never;
        /**
         * Delete a space
         * @description Soft-deletes the space; it can be restored within 7 days and is permanently removed after them.
         */
        delete: operations["deleteSpaceById"];
        options?: never;
        head?: never;
        /** Update a space */
        patch: operations["updateSpaceById"];
        trace?: never;
    };
    "/v1/spaces/{spaceId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplicate a space */
        post: operations["duplicateSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted space
         * @description Restores a space deleted within the last 7 days; after that the space is gone (404).
         */
        post: operations["restoreSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a space to another parent collection or position */
        post: operations["moveSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer a space to another organization
         * @description Moves the space to another organization, collection or both.
         */
        post: operations["transferSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the links in a space */
        get: operations["listLinksInSpace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the change requests of a space */
        get: operations["listChangeRequestsForSpace"];
        put?: never;
        /** Create a change request */
        post: operations["createChangeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a change request */
        get: operations["getChangeRequestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a change request
         * @description A merged change request can no longer be changed (409).
         */
        patch: operations["updateChangeRequestById"];
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a change request into the main content
         * @description Answers `result` = `merge`. Merging an already merged change request is a 409.
         */
        post: operations["mergeChangeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update a change request with the main content
         * @description Pulls the primary content into the change request; answers `result` = `update`.
         */
        post: operations["updateChangeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a PDF of a change request */
        get: operations["getChangeRequestPDF"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the comments of a space */
        get: operations["listCommentsInSpace"];
        put?: never;
        /** Post a comment on a space */
        post: operations["postCommentInSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a comment of a space */
        get: operations["getCommentInSpace"];
        /**
         * Update a comment of a space
         * @description `resolved` = true sets `status` to `resolved`; `resolved` = false sets it back to `open`.
         */
        put: operations["updateCommentInSpace"];
        post?: never;
        /** Delete a comment of a space */
        delete: operations["deleteCommentInSpace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/comments/{commentId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a comment of a space */
        post: operations["postCommentReplyInSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a reply to a comment of a space */
        get: operations["getCommentReplyInSpace"];
        /** Update a reply to a comment of a space */
        put: operations["updateCommentReplyInSpace"];
        post?: never;
        /** Delete a reply to a comment of a space */
        delete: operations["deleteCommentReplyInSpace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the comments of a change request */
        get: operations["listCommentsInChangeRequest"];
        put?: never;
        /** Post a comment on a change request */
        post: operations["postCommentInChangeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a comment of a change request */
        get: operations["getCommentInChangeRequest"];
        /**
         * Update a comment of a change request
         * @description `resolved` = true sets `status` to `resolved`; `resolved` = false sets it back to `open`.
         */
        put: operations["updateCommentInChangeRequest"];
        post?: never;
        /** Delete a comment of a change request */
        delete: operations["deleteCommentInChangeRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the replies to a comment of a change request */
        get: operations["listCommentRepliesInChangeRequest"];
        put?: never;
        /** Reply to a comment of a change request */
        post: operations["postCommentReplyInChangeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies/{commentReplyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a reply to a comment of a change request */
        get: operations["getCommentReplyInChangeRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the content of the space */
        get: operations["searchSpaceContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the current revision of the space */
        get: operations["getCurrentRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import content into the space */
        post: operations["importContentInSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the pages of the space */
        get: operations["listPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the files of the space */
        get: operations["listFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a file of the space by its id */
        get: operations["getFileById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/files/{fileId}/backlinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the backlinks of a file of the space
         * @description Each item is a reference to where the file is used, with `versionContext` `{type, revision}`
         */
        get: operations["listFileBacklinksInSpace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/page/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a page of the space by its id */
        get: operations["getPageById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/page/{pageId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the links of a page of the space */
        get: operations["listPageLinksInSpace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the current revision of the change request */
        get: operations["getRevisionOfChangeRequestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import content into the change request */
        post: operations["importContentInChangeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the pages of the change request */
        get: operations["listPagesInChangeRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the files of the change request */
        get: operations["listFilesInChangeRequestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a file of the change request by its id */
        get: operations["getFileInChangeRequestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/files/{fileId}/backlinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the backlinks of a file of the change request
         * @description Each item is a reference to where the file is used, with `versionContext` `{type, revision}`
         */
        get: operations["listFileBacklinksInChangeRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a page of the change request by its id */
        get: operations["getPageInChangeRequestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the links of a page of the change request */
        get: operations["listPageLinksInChangeRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the sites of an organization */
        get: operations["listSites"];
        put?: never;
        /** Create a site */
        post: operations["createSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a site */
        get: operations["getSiteById"];
        put?: never;
        post?: never;
        /** Delete a site */
        delete: operations["deleteSiteById"];
        options?: never;
        head?: never;
        /** Update a site */
        patch: operations["updateSiteById"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the adaptive-content visitor schema of a site */
        get: operations["getSiteAdaptiveSchema"];
        /** Replace the adaptive-content visitor schema of a site */
        put: operations["updateSiteAdaptiveSchema"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema/template-conditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List condition templates built from the adaptive visitor schema */
        get: operations["listSiteAdaptiveTemplateConditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the published content of a site */
        get: operations["getPublishedContentSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a site (`published` becomes true) */
        post: operations["publishSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unpublish a site (`published` becomes false) */
        post: operations["unpublishSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the sections of a site */
        get: operations["listSiteSections"];
        put?: never;
        /** Add a section to a site */
        post: operations["addSectionToSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a site section */
        delete: operations["deleteSiteSectionById"];
        options?: never;
        head?: never;
        /** Update a site section */
        patch: operations["updateSiteSectionById"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a site section
         * @deprecated
         * @description Deprecated: replaced by the structure-sorting operation sortSiteStructure (not shown in the contract)
         */
        post: operations["moveSiteSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the section groups of a site */
        get: operations["listSiteSectionGroups"];
        put?: never;
        /** Add a section group to a site */
        post: operations["addSectionGroupToSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a site section group */
        delete: operations["deleteSiteSectionGroupById"];
        options?: never;
        head?: never;
        /** Update a site section group */
        patch: operations["updateSiteSectionGroupById"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a site section to a section group */
        post: operations["addSectionToSiteSectionGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a site section from a section group */
        delete: operations["removeSectionFromSiteSectionGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a site section group
         * @deprecated
         * @description Deprecated: replaced by the structure-sorting operation sortSiteStructure (not shown in the contract)
         */
        post: operations["moveSiteSectionGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/site-spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the site spaces of a site */
        get: operations["listSiteSpaces"];
        put?: never;
        /** Add a space to a site */
        post: operations["addSpaceToSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a site space from a site */
        delete: operations["deleteSiteSpaceById"];
        options?: never;
        head?: never;
        /** Update a site space */
        patch: operations["updateSiteSpaceById"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a site space
         * @deprecated
         * @description Deprecated: replaced by the structure-sorting operation sortSiteStructure (not shown in the contract)
         */
        post: operations["moveSiteSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/share-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the share links of a site */
        get: operations["listSiteShareLinks"];
        put?: never;
        /** Create a share link for a site */
        post: operations["createSiteShareLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/share-links/{shareLinkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a share link */
        delete: operations["deleteSiteShareLinkById"];
        options?: never;
        head?: never;
        /**
         * Update a share link
         * @description `active` false deactivates the share link; true reactivates it
         */
        patch: operations["updateSiteShareLinkById"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the OpenAPI specifications of an organization */
        get: operations["listOpenAPISpecs"];
        put?: never;
        /** Create an OpenAPI specification */
        post: operations["createOpenAPISpec"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi/{specSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get an OpenAPI specification */
        get: operations["getOpenAPISpecBySlug"];
        /**
         * Create or update an OpenAPI specification by slug
         * @description Answers 201 when the specification is created and 200 when it is updated
         */
        put: operations["createOrUpdateOpenAPISpecBySlug"];
        post?: never;
        /** Delete an OpenAPI specification */
        delete: operations["deleteOpenAPISpecBySlug"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi/{specSlug}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the versions of an OpenAPI specification */
        get: operations["listOpenAPISpecVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi/{specSlug}/versions/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the latest version of an OpenAPI specification */
        get: operations["getLatestOpenAPISpecVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi/{specSlug}/versions/latest/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the content of the latest version of an OpenAPI specification */
        get: operations["getLatestOpenAPISpecVersionContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a version of an OpenAPI specification */
        get: operations["getOpenAPISpecVersionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi/{specSlug}/versions/{versionId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the content of a version of an OpenAPI specification */
        get: operations["getOpenAPISpecVersionContentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the translation settings of an organization */
        get: operations["listTranslations"];
        put?: never;
        /** Create translation settings */
        post: operations["createTranslation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/translations/{translationSettingsId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get translation settings */
        get: operations["getTranslation"];
        /** Update translation settings */
        put: operations["updateTranslation"];
        post?: never;
        /** Delete translation settings */
        delete: operations["deleteTranslation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Format: date-time
         * @description ISO 8601 date-time
         */
        Timestamp: string;
        /**
         * @description admin: administrate content, create and delete spaces; create: create content; review: review content; edit: edit live content or change requests; comment: access content and discussions; read: read only
         * @enum {string}
         */
        Role: "admin" | "create" | "edit" | "review" | "comment" | "read";
        /** @description A Role, or null for guest */
        NullableRole: components["schemas"]["Role"] | null;
        User: {
            /** @constant */
            object: "user";
            id: string;
            displayName: string;
            email?: string;
            photoURL?: string;
            urls: {
                /** Format: uri */
                location: string;
            };
        };
        /** @description List envelope shared by every list operation; `next` is absent on the last page */
        ListEnvelope: {
            next?: {
                /** @description The value to pass as query `page` */
                page: string;
            };
            /** @description Total number of items in the whole list */
            count: number;
        };
        /** @description Markdown content; in request bodies the empty object is also accepted. Comment and reply bodies hold at most 65536 characters */
        Content: {
            markdown?: string;
            /** @description The parsed blocks of the markdown, answered instead of `markdown` when `format` is `document` (reference implementation addition) */
            readonly document?: {
                /** @constant */
                object: "document";
                nodes: ({
                    type: string;
                } & {
                    [key: string]: unknown;
                })[];
            };
        };
        File: {
            object: string;
            id: string;
            name: string;
            contentType: string;
            downloadURL: string;
            size: number;
            dimensions?: {
                width: number;
                height: number;
            };
            git?: {
                oid: string;
                path: string;
            };
        };
        Error: {
            error: {
                /** @description The HTTP status */
                code: number;
                /** @description Human readable text */
                message: string;
            };
        };
        Organization: {
            /** @constant */
            object: "organization";
            id: string;
            title: string;
            createdAt: components["schemas"]["Timestamp"];
            emailDomains: string[];
            /** @description Default hostname for public content */
            hostname?: string;
            /** @enum {string} */
            type: "business" | "community";
            /** @enum {string} */
            useCase?: "internalDocs" | "docsSite" | "audienceControlledSite" | "productDocs" | "teamKnowledgeBase" | "designSystem" | "openSourceDocs" | "notes" | "other";
            /** @enum {string} */
            communityType?: "nonProfit" | "openSource" | "education";
            defaultRole: components["schemas"]["NullableRole"];
            defaultContent?: {
                /** @description Known value: `site`; the full value set is not shown by the contract */
                type?: string;
                /** @description The site id */
                site?: string;
            };
            /** @description SSO enforced organization-wide */
            sso: boolean;
            /** @description AI features enabled */
            ai: boolean;
            inviteLinks: boolean;
            /** @enum {string} */
            plan: "free_2024" | "plus_2024" | "pro_2024" | "enterprise_2024" | "community_2024" | "free" | "plus" | "pro" | "internal";
            billing?: {
                /** @enum {string} */
                interval: "monthly" | "yearly";
                endDate: components["schemas"]["Timestamp"];
                hasPaymentFailed: boolean;
                isScheduledToCancel: boolean;
            };
            urls: {
                /** Format: uri */
                location: string;
                /** Format: uri */
                app: string;
                /** Format: uri */
                logo?: string;
            };
            trial: {
                /** @enum {string} */
                status: "notapplicable" | "none" | "active" | "ended" | "expired";
                /** @description How many trials the organization has used */
                count: number;
                endDate?: components["schemas"]["Timestamp"];
                /** @description Known value: `downgrade`; the full value set is not shown by the contract */
                decision?: string;
            };
            customHostname?: string;
            blocked?: {
                /** @description Known value: `security`; the full value set is not shown by the contract */
                reason: string;
            };
            internal_billingMigration?: {
                deadline?: components["schemas"]["Timestamp"];
                discountPercent?: number;
                discountEndDate?: components["schemas"]["Timestamp"];
            };
            /**
             * @deprecated
             * @constant
             */
            internal_isOnNewTrial?: true;
            permissions: {
                view: boolean;
                admin: boolean;
                ownTeam: boolean;
                createContent: boolean;
                createOpenAPISpec: boolean;
                ingestConversations: boolean;
                viewBilling: boolean;
                listMembers: boolean;
                listTeams: boolean;
                listIntegrations: boolean;
            };
        };
        Member: {
            /** @constant */
            object: "member";
            id: string;
            role: components["schemas"]["NullableRole"];
            user: components["schemas"]["User"];
            disabled: boolean;
            joinedAt: components["schemas"]["Timestamp"];
            lastSeenAt?: components["schemas"]["Timestamp"];
            sso: boolean;
            /** @description Number of spaces the member can access */
            spaces: number;
            /** @description Number of teams the member belongs to */
            teams: number;
        };
        Team: {
            /** @constant */
            object: "team";
            id: string;
            title: string;
            members: number;
            spaces: number;
            createdAt: components["schemas"]["Timestamp"];
            permissions: {
                admin: boolean;
                view: boolean;
            };
        };
        TeamMember: {
            /**
             * @description owner: can manage team members; member: a plain member
             * @enum {string}
             */
            role: "owner" | "member";
        };
        SAMLProvider: {
            /** @constant */
            object: "saml-provider";
            id: string;
            label: string;
            /** Format: uri */
            ssoURL?: string;
            entityID?: string;
            certificate?: string;
            defaultTeam?: components["schemas"]["Team"];
            defaultRole: components["schemas"]["NullableRole"];
            createdAt: components["schemas"]["Timestamp"];
            /** @enum {string} */
            status: "active" | "pending";
            service: {
                acsURL: string;
                startURL: string;
                entityID: string;
            };
            urls: {
                /** Format: uri */
                location: string;
            };
        };
        Subdomain: {
            object: string;
            /** @description The service subdomain label */
            subdomain: string;
            target: {
                type?: string;
                organization?: string;
            };
            isActive: boolean;
        };
        MemberSpaceListItem: {
            permission: string;
            space: components["schemas"]["Space"];
        };
        MemberTeamListItem: {
            team: components["schemas"]["Team"];
            member: components["schemas"]["TeamMember"];
        };
        TeamMemberListItem: {
            organization: components["schemas"]["Member"];
            team: components["schemas"]["TeamMember"];
            permissions: {
                view: boolean;
            };
        };
        SSOProviderLogin: {
            id: string;
            label: string;
            startURL: string;
        };
        SSOProviderLogins: {
            items: components["schemas"]["SSOProviderLogin"][];
        };
        OrganizationPingResult: {
            /** @description A JWT with visitor claims to attach to the user */
            serviceVisitorClaims?: string;
        };
        OrganizationsForEmailDomain: {
            organizations: components["schemas"]["Organization"][];
        };
        /** @description A nestable grouping of spaces */
        Collection: {
            /** @constant */
            object: "collection";
            id: string;
            title: string;
            description?: string;
            /** @description The id of the owning organization */
            organization: string;
            /** @description The id of the parent collection */
            parent?: string;
            /** @description Default level for content; null means guest */
            defaultLevel: components["schemas"]["NullableRole"];
            urls: {
                /** Format: uri */
                location: string;
                /** Format: uri */
                app: string;
            };
            permissions: {
                view: boolean;
                admin: boolean;
                viewInviteLinks: boolean;
                create: boolean;
            };
        };
        /** @description A content container that holds pages and files */
        Space: {
            /** @constant */
            object: "space";
            id: string;
            title: string;
            /** @description An emoji */
            emoji: string;
            /**
             * @description public: anyone, indexed by search engines; unlisted: anyone, not indexed; share-link: with a secret token in the URL; visitor-auth: visitors authenticated via a JWT; in-collection: anyone who can access the parent collection (only for spaces in a collection); private: authorized members
             * @enum {string}
             */
            visibility: "public" | "unlisted" | "share-link" | "visitor-auth" | "in-collection" | "private";
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            /** @description When the space was soft-deleted; it is permanently removed 7 days later */
            deletedAt?: components["schemas"]["Timestamp"];
            /**
             * @description live: content can be edited directly; locked: all edits are locked
             * @enum {string}
             */
            editMode: "live" | "locked";
            urls: {
                /** Format: uri */
                location: string;
                /** Format: uri */
                app: string;
                /** Format: uri */
                published?: string;
                /** Format: uri */
                public?: string;
                /** Format: uri */
                icon?: string;
            };
            /** @description The id of the owning organization */
            organization: string;
            /** @description The id of the parent collection */
            parent?: string;
            gitSync?: {
                repoName?: string;
                /** @enum {string} */
                installationProvider: "github" | "gitlab";
                integration?: string;
                url?: string;
                updatedAt?: components["schemas"]["Timestamp"];
            };
            visitorAuth?: {
                /** @description Known value: `custom`; the full value set is not shown */
                backend?: string;
            };
            /** @description The id of the active revision */
            revision: string;
            /** @description Default level for content; null means guest */
            defaultLevel: components["schemas"]["NullableRole"];
            /** @description Number of opened comments */
            comments: number;
            /** @description Total number of change requests */
            changeRequests: number;
            /** @description Number of open change requests */
            changeRequestsOpen: number;
            /** @description Number of draft change requests */
            changeRequestsDraft: number;
            permissions: {
                view: boolean;
                access: boolean;
                admin: boolean;
                viewInviteLinks: boolean;
                edit: boolean;
                triggerGitSync: boolean;
                comment: boolean;
                merge: boolean;
                review: boolean;
            };
        };
        /** @description A proposed edit to a space */
        ChangeRequest: {
            /** @constant */
            object: "change-request";
            id: string;
            /** @description Incremental identifier of the change request within the space */
            number: number;
            /** @enum {string} */
            status: "draft" | "open" | "archived" | "merged";
            subject: string;
            createdBy: components["schemas"]["User"];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            /** @description The id of the active revision */
            revision: string;
            /** @description The revision of the space the change request was created from */
            revisionInitial: string;
            /** @description The latest main revision when last updated from the main content */
            revisionMergedAncestor?: string;
            /** @description When merged, the id of the resulting revision */
            revisionMerged?: string;
            /** @description Number of opened comments */
            comments: number;
            /** @description True when the change request lacks the latest main content */
            outdated: boolean;
            urls: {
                /** Format: uri */
                app: string;
                /** Format: uri */
                location: string;
            };
        };
        /** @description The answer of merging a change request or updating it from the main content */
        ChangeRequestMergeResult: {
            /** @description The id of the resulting revision */
            revision: string;
            /**
             * @description `merge` for POST merge, `update` for POST update
             * @enum {string}
             */
            result: "merge" | "update";
        };
        ChangeRequestPDF: {
            /** @description Where the generated PDF can be fetched */
            url: string;
        };
        /** @description One emoji reaction with the users who reacted */
        CommentReaction: {
            emoji: string;
            count: number;
            users: {
                user: components["schemas"]["User"];
                reactedAt: components["schemas"]["Timestamp"];
            }[];
        };
        /** @description What the comment is attached to */
        CommentTarget: {
            node?: {
                id: string;
                preview?: string;
            };
            changeRequest?: string;
            review?: string;
            page?: {
                id: string;
                title?: string;
                emoji?: string;
                icon?: string;
                createdAt?: components["schemas"]["Timestamp"];
                updatedAt?: components["schemas"]["Timestamp"];
                path?: string;
                outdated: boolean;
            };
            space: string;
            revision: string;
        };
        /** @description A comment on a space or on a change request */
        Comment: {
            /** @constant */
            object: "comment";
            id: string;
            postedBy: components["schemas"]["User"];
            postedAt: components["schemas"]["Timestamp"];
            editedAt?: components["schemas"]["Timestamp"];
            reactions: components["schemas"]["CommentReaction"][];
            /** @description Number of replies */
            replies: number;
            body: components["schemas"]["Content"];
            target: components["schemas"]["CommentTarget"];
            urls: {
                /** Format: uri */
                location: string;
            };
            permissions: {
                view: boolean;
                edit: boolean;
                reply: boolean;
                delete: boolean;
            };
            /**
             * @description `resolved` after PUT with `resolved` = true, `open` otherwise
             * @enum {string}
             */
            status: "open" | "resolved";
            resolvedAt?: components["schemas"]["Timestamp"];
            resolvedBy?: components["schemas"]["User"];
        };
        /** @description A reply to a comment */
        CommentReply: {
            /** @constant */
            object: "comment-reply";
            id: string;
            postedBy: components["schemas"]["User"];
            postedAt: components["schemas"]["Timestamp"];
            editedAt?: components["schemas"]["Timestamp"];
            reactions: components["schemas"]["CommentReaction"][];
            body: components["schemas"]["Content"];
            urls: {
                /** Format: uri */
                location: string;
            };
            permissions: {
                view: boolean;
                edit: boolean;
                reply: boolean;
                delete: boolean;
            };
        };
        /** @description A revision of the content. The response is one of five variants (by `type`); only the `edits` variant is given by the contract, the fields of the other four variants are not shown. */
        Revision: {
            /** @constant */
            object: "revision";
            id: string;
            parents: string[];
            pages: components["schemas"]["Page"][];
            files: components["schemas"]["File"][];
            reusableContents: {
                id: string;
                title: string;
                document: string;
                git?: {
                    oid: string;
                    path: string;
                };
            }[];
            variables: {
                [key: string]: string;
            };
            createdAt: components["schemas"]["Timestamp"];
            git?: {
                oid?: string;
                message?: string;
                createdByGitBook?: boolean;
                url?: string;
                ref?: string;
            };
            urls: {
                /** Format: uri */
                app: string;
                /** Format: uri */
                published?: string;
                /** Format: uri */
                public?: string;
            };
            /** @enum {string} */
            type: "edits" | "merge" | "rollback" | "update" | "computed";
        };
        /** @description A page of the content; `pages` holds its nested pages */
        Page: {
            id: string;
            title: string;
            emoji?: string;
            icon?: string;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            markdown?: string;
            /** @enum {string} */
            type: "document" | "group" | "link" | "computed";
            urls: {
                /** Format: uri */
                app: string;
            };
            slug: string;
            path: string;
            description?: string;
            documentId?: string;
            /** @description Nested pages */
            pages: components["schemas"]["Page"][];
            git?: {
                oid: string;
                path: string;
            };
            /** @description Layout options of a document page (always sent on pages of type `document`) */
            layout?: {
                cover: boolean;
                title: boolean;
                description: boolean;
                tableOfContents: boolean;
                outline: boolean;
                pagination: boolean;
                /** @enum {string} */
                width: "default" | "wide";
                /** @enum {string} */
                coverSize: "hero" | "full" | "background";
                /** @enum {string} */
                coverMask: "none" | "radial";
            };
            cover?: {
                ref?: {
                    kind?: string;
                    file?: string;
                };
                refDark?: {
                    kind?: string;
                    file?: string;
                };
                yPos?: number;
            };
            variables?: {
                [key: string]: string;
            };
            hidden?: boolean;
            noIndex?: boolean;
            noRobotsIndex?: boolean;
            computed?: {
                /** @description Known value: `builtin:openapi`; the full value set is not shown */
                type?: string;
                dependencies?: {
                    spec?: {
                        ref?: {
                            kind?: string;
                            spec?: string;
                        };
                    };
                };
                props?: {
                    doc?: string;
                };
            };
            computedSeed?: string;
            /** @description The parsed blocks of the markdown, given instead of `markdown` when `format` is `document` (reference implementation addition) */
            document?: {
                /** @constant */
                object: "document";
                nodes: ({
                    type: string;
                } & {
                    [key: string]: unknown;
                })[];
            };
        };
        PagesResponse: {
            pages: components["schemas"]["Page"][];
        };
        ImportContentRequest: {
            /** Format: uri */
            url: string;
            /**
             * @description website: fetch the URL and turn its pages into pages
             * @enum {string}
             */
            source: "website";
        };
        ImportContentResponse: {
            /** @description The id of the revision created by the import */
            revision: string;
            importedResources: number;
            totalResources: number;
        };
        /** @description A reference to content; the fields of reference kinds other than `file` are not shown */
        ContentReference: {
            /** @description Known values: `file`, `openapi`; the full value set is not shown */
            kind: string;
            organization?: components["schemas"]["Organization"];
            space?: components["schemas"]["Space"];
            /** @description Where the reference applies; on backlink items `{type, revision}` */
            versionContext?: {
                type: string;
                revision: string;
            };
            file?: components["schemas"]["File"];
            /** @description The id of the referenced page (reference implementation addition) */
            page?: string;
            /** @description The URL of the reference: the app URL of a page, an external link or an unresolved target (reference implementation addition) */
            url?: string;
        };
        LinkItem: {
            /** @enum {string} */
            status: "ok" | "broken" | "in-app";
            /** @description Known value: `reference`; the full value set is not shown */
            relation: string;
            targetReference: components["schemas"]["ContentReference"];
            locationReferences: components["schemas"]["ContentReference"][];
        };
        LinkListResponse: components["schemas"]["ListEnvelope"] & {
            items: components["schemas"]["LinkItem"][];
            stats: {
                total: number;
                broken: {
                    total: number;
                    changeRequest: number;
                };
            };
        };
        SpaceSearchItem: {
            id: string;
            title: string;
            path: string;
            sections: {
                id: string;
                title: string;
                path: string;
                body: string;
                urls: {
                    /** Format: uri */
                    app: string;
                };
            }[];
            urls: {
                /** Format: uri */
                app: string;
            };
        };
        OrganizationSearchItem: {
            id: string;
            title: string;
            pages: components["schemas"]["SpaceSearchItem"][];
        };
        Site: {
            /** @constant */
            object: "site";
            id: string;
            /** @enum {string} */
            type: "basic" | "premium" | "ultimate" | "sponsored" | "legacy-basic" | "legacy-premium";
            title: string;
            /** @description The site icon: `{icon: {light, dark}}` (URLs), `{emoji}`, the empty object `{}`, or null. The contract names a string-enum alternative without values; the live service uses only these shapes (docs/behaviour.md#full-value-sets-of-enumerations) */
            icon?: {
                icon: {
                    /** Format: uri */
                    light?: string;
                    /** Format: uri */
                    dark?: string;
                };
            } | {
                emoji: string;
            } | Record<string, never> | null;
            hostname?: string;
            basename?: string;
            proxy?: {
                origin: string;
                target: string;
            };
            /**
             * @description public: anyone, indexed; unlisted: anyone, not indexed; share-link: secret token in the URL; visitor-auth: visitors authenticated via JWT
             * @enum {string}
             */
            visibility: "public" | "unlisted" | "share-link" | "visitor-auth";
            /** @description The site is live for the audience defined by `visibility` */
            published: boolean;
            /** @description Number of site spaces */
            siteSpaces: number;
            createdAt: components["schemas"]["Timestamp"];
            adaptiveContent: {
                enabled: boolean;
            };
            ads?: {
                /** @enum {string} */
                status?: "pending" | "in-review" | "live" | "rejected" | "disabled";
                submittable?: boolean;
            };
            /**
             * @description excluded: agents cannot access the site; included: agents can
             * @enum {string}
             */
            agentsContext: "excluded" | "included";
            /** @description What the site's plan provides; every feature is sent with `id`, `plan` and `frozen` */
            features: {
                /** @enum {string} */
                id: "sites-adaptive-content" | "sites-advanced-customization" | "sites-advanced-insights" | "sites-ads" | "sites-ai-search" | "sites-ai-assistant" | "sites-ai-insights" | "sites-fix-broken-links" | "sites-connections" | "sites-content-gaps" | "sites-channels" | "sites-embed" | "sites-api-playground" | "sites-basic-customization" | "sites-broken-links" | "sites-custom-domain" | "sites-custom-fonts" | "sites-custom-subdirectory" | "sites-full-text-search" | "sites-multivariant-site" | "sites-no-custom-domain" | "sites-page-feedback" | "sites-page-traffic-insights" | "sites-pdf-export" | "sites-preview-deployments" | "sites-public-visibility" | "sites-redirects" | "sites-search-insights" | "sites-sections" | "sites-seo" | "sites-share-links" | "sites-unlisted-visibility" | "sites-user-contribution" | "sites-visitor-authentication" | "sites-visitors";
                /**
                 * @description The site plan (a Site `type`) that provides the feature
                 * @enum {string}
                 */
                plan: "basic" | "premium" | "ultimate" | "sponsored" | "legacy-basic" | "legacy-premium";
                /** @description The feature is kept from a legacy plan and cannot change */
                frozen: boolean;
                /** @description Only on `sites-advanced-customization`: the customizations the plan allows */
                customizations?: ("header-logo" | "header-primary-link" | "theme-preset" | "premium-fonts" | "custom-icons" | "footer-logo" | "footer-links" | "footer-copyright" | "semantic-colors")[];
            }[];
            urls: {
                /** Format: uri */
                location: string;
                /** Format: uri */
                app: string;
                /** Format: uri */
                published?: string;
            };
        };
        SiteSection: {
            /** @constant */
            object: "site-section";
            id: string;
            title: string;
            description?: string;
            /** @description Whether this is the default section of the site */
            default: boolean;
            /** @description Path of the section on the site */
            path: string;
            /** @description Expression deciding whether the element is shown to a visitor */
            condition?: string;
            /** @description Id of the containing section group */
            sectionGroup?: string;
            /** @description Icon name */
            icon?: string;
            siteSpaces: components["schemas"]["SiteSpace"][];
            urls: {
                /** Format: uri */
                published?: string;
            };
        };
        SiteSectionGroup: {
            /** @constant */
            object: "site-section-group";
            id: string;
            title: string;
            /** @description Icon name */
            icon?: string;
            sections: components["schemas"]["SiteSection"][];
        };
        SiteSpace: {
            /** @constant */
            object: "site-space";
            id: string;
            /** @description Path of the site space on the site */
            path: string;
            /** @description Id of the section */
            section?: string;
            title: string;
            default: boolean;
            /** @description Expression deciding whether the element is shown to a visitor */
            condition?: string;
            hasAdvancedCustomizationFeature: boolean;
            space: components["schemas"]["Space"];
            urls: {
                /** Format: uri */
                published?: string;
            };
        };
        ShareLink: {
            /** @constant */
            object: "share-link";
            id: string;
            createdAt: components["schemas"]["Timestamp"];
            name?: string;
            /** @description Inactive share links no longer give access (PATCH `active` toggles it) */
            active: boolean;
            urls: {
                /** Format: uri */
                published: string;
            };
        };
        /** @description A JSON Schema draft-07 document for visitor attributes: an object whose properties are boolean claims, with an `unsigned` sub-object of boolean claims; additional properties are not allowed. Further draft-07 keywords (e.g. `$schema`, `required`) may appear */
        SiteAdaptiveJsonSchema: {
            /** @constant */
            type?: "object";
            /** @description Boolean visitor claims, plus `unsigned` */
            properties?: {
                /** @description Unsigned visitor claims, each boolean; no additional properties */
                unsigned?: {
                    /** @constant */
                    type?: "object";
                    properties?: {
                        [key: string]: {
                            /** @constant */
                            type: "boolean";
                            description?: string;
                        };
                    };
                    /** @constant */
                    additionalProperties?: false;
                };
            } & {
                [key: string]: {
                    /** @constant */
                    type: "boolean";
                    description?: string;
                };
            };
            /**
             * @description The visitor object allows no additional properties
             * @constant
             */
            additionalProperties?: false;
        } & {
            [key: string]: unknown;
        };
        SiteAdaptiveSchema: {
            /** @constant */
            object: "site-adaptive-schema";
            jsonSchema: WithRequired<components["schemas"]["SiteAdaptiveJsonSchema"], "type" | "properties" | "additionalProperties">;
            updatedAt: components["schemas"]["Timestamp"];
        };
        SiteAdaptiveTemplateConditions: {
            items: {
                description: string;
                condition: string;
            }[];
        };
        /** @description Other top-level fields such as customization and integration scripts: not shown in the contract */
        PublishedContentSite: {
            /** @constant */
            object: "published-content-site";
            site: components["schemas"]["Site"];
            /** @description The structure of the published site: its sections, or its site spaces */
            structure: {
                /** @constant */
                type: "sections";
                structure: components["schemas"]["SiteSection"][];
            } | {
                /** @constant */
                type: "siteSpaces";
                structure: components["schemas"]["SiteSpace"][];
            };
        };
        OpenAPISpec: {
            /** @constant */
            object: "openapi-spec";
            id: string;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            slug: string;
            /** Format: uri */
            sourceURL: string;
            /** @enum {string} */
            processingState: "pending" | "progress" | "complete";
            /** @description Id of the latest version */
            lastVersion?: string;
            lastProcessedAt?: components["schemas"]["Timestamp"];
            /** @enum {string} */
            lastProcessErrorCode?: "FETCH_TIMEOUT" | "FETCH_ERROR" | "PARSE_ERROR";
            permissions: {
                view: boolean;
                edit: boolean;
            };
            urls: {
                /** Format: uri */
                location: string;
                /** Format: uri */
                app: string;
            };
        };
        OpenAPISpecVersion: {
            /** @constant */
            object: "openapi-spec-version";
            id: string;
            createdAt: components["schemas"]["Timestamp"];
            /** Format: uri */
            url: string;
            urls: {
                /** Format: uri */
                location: string;
            };
        };
        OpenAPISpecVersionContent: {
            /** @description The files of the specification version */
            filesystem: Record<string, never>;
            url: string;
        };
        /** @description Where the specification comes from. A one-of: only the URL variant is known; the other variant is not shown in the contract */
        OpenAPISpecSource: {
            /** Format: uri */
            url: string;
        };
        TranslationSettings: {
            /** @constant */
            object: "translation-settings";
            id: string;
            title: string;
            languages: string[];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            permissions: {
                view: boolean;
                edit: boolean;
            };
            urls: {
                /** Format: uri */
                location: string;
            };
        };
    };
    responses: {
        /** @description The request is malformed or breaks a limit, pattern or enum (the message names the field) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 400,
                 *         "message": "body.title must NOT have more than 100 characters"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No Authorization: Bearer token, or an unknown or revoked one */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 401,
                 *         "message": "Missing or invalid bearer token"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller lacks the permission for this action */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 403,
                 *         "message": "You do not have permission to edit this space"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource does not exist, or the caller may not know that it exists */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 404,
                 *         "message": "Space not found"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The action conflicts with the current state */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 409,
                 *         "message": "The change request is already merged"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A precondition of a transfer fails */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 412,
                 *         "message": "The target organization does not accept this transfer"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is too large */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 413,
                 *         "message": "The request body is larger than 1048576 bytes"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is not JSON */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": 415,
                 *         "message": "The request body must be application/json"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The organization id */
        pathOrganizationId: string;
        /** @description The space id */
        pathSpaceId: string;
        /** @description The collection id */
        pathCollectionId: string;
        /** @description The change request id, or its number within the space */
        pathChangeRequestId: string;
        /** @description The comment id */
        pathCommentId: string;
        /** @description The comment reply id */
        pathCommentReplyId: string;
        /** @description The site id */
        pathSiteId: string;
        /** @description The site section id */
        pathSiteSectionId: string;
        /** @description The site section group id */
        pathSiteSectionGroupId: string;
        /** @description The site space id */
        pathSiteSpaceId: string;
        /** @description The share link id */
        pathShareLinkId: string;
        /** @description The team id */
        pathTeamId: string;
        /** @description The user id of a member */
        pathUserId: string;
        /** @description The invite link id */
        pathInviteId: string;
        /** @description The SAML provider id */
        pathSamlProviderId: string;
        /** @description The OpenAPI specification slug */
        pathSpecSlug: string;
        /** @description The OpenAPI specification version id */
        pathVersionId: string;
        /** @description The translation settings id */
        pathTranslationSettingsId: string;
        /** @description The file id */
        pathFileId: string;
        /** @description The page id */
        pathPageId: string;
        /** @description An email domain, e.g. example.com */
        pathEmailDomain: string;
        /** @description The cursor from `next.page` of the previous page (opaque) */
        page: string;
        /** @description Maximum number of items in the page */
        limit: number;
        /** @description Sort direction */
        order: "asc" | "desc";
        /** @description Output format of content */
        format: "document" | "markdown";
        /** @description When false, the mutable `git` metadata is left out */
        metadata: boolean;
        /** @description When false, content is not computed */
        computed: boolean;
        /** @description Secret key of a share link; resolves published URLs of share-link sites */
        shareKey: string;
        /** @description Text to search for */
        searchQuery: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Timestamp = components['schemas']['Timestamp'];
export type Role = components['schemas']['Role'];
export type NullableRole = components['schemas']['NullableRole'];
export type User = components['schemas']['User'];
export type ListEnvelope = components['schemas']['ListEnvelope'];
export type Content = components['schemas']['Content'];
export type File = components['schemas']['File'];
export type Error = components['schemas']['Error'];
export type Organization = components['schemas']['Organization'];
export type Member = components['schemas']['Member'];
export type Team = components['schemas']['Team'];
export type TeamMember = components['schemas']['TeamMember'];
export type SAMLProvider = components['schemas']['SAMLProvider'];
export type Subdomain = components['schemas']['Subdomain'];
export type MemberSpaceListItem = components['schemas']['MemberSpaceListItem'];
export type MemberTeamListItem = components['schemas']['MemberTeamListItem'];
export type TeamMemberListItem = components['schemas']['TeamMemberListItem'];
export type SSOProviderLogin = components['schemas']['SSOProviderLogin'];
export type SSOProviderLogins = components['schemas']['SSOProviderLogins'];
export type OrganizationPingResult = components['schemas']['OrganizationPingResult'];
export type OrganizationsForEmailDomain = components['schemas']['OrganizationsForEmailDomain'];
export type Collection = components['schemas']['Collection'];
export type Space = components['schemas']['Space'];
export type ChangeRequest = components['schemas']['ChangeRequest'];
export type ChangeRequestMergeResult = components['schemas']['ChangeRequestMergeResult'];
export type ChangeRequestPDF = components['schemas']['ChangeRequestPDF'];
export type CommentReaction = components['schemas']['CommentReaction'];
export type CommentTarget = components['schemas']['CommentTarget'];
export type Comment = components['schemas']['Comment'];
export type CommentReply = components['schemas']['CommentReply'];
export type Revision = components['schemas']['Revision'];
export type Page = components['schemas']['Page'];
export type PagesResponse = components['schemas']['PagesResponse'];
export type ImportContentRequest = components['schemas']['ImportContentRequest'];
export type ImportContentResponse = components['schemas']['ImportContentResponse'];
export type ContentReference = components['schemas']['ContentReference'];
export type LinkItem = components['schemas']['LinkItem'];
export type LinkListResponse = components['schemas']['LinkListResponse'];
export type SpaceSearchItem = components['schemas']['SpaceSearchItem'];
export type OrganizationSearchItem = components['schemas']['OrganizationSearchItem'];
export type Site = components['schemas']['Site'];
export type SiteSection = components['schemas']['SiteSection'];
export type SiteSectionGroup = components['schemas']['SiteSectionGroup'];
export type SiteSpace = components['schemas']['SiteSpace'];
export type ShareLink = components['schemas']['ShareLink'];
export type SiteAdaptiveJsonSchema = components['schemas']['SiteAdaptiveJsonSchema'];
export type SiteAdaptiveSchema = components['schemas']['SiteAdaptiveSchema'];
export type SiteAdaptiveTemplateConditions = components['schemas']['SiteAdaptiveTemplateConditions'];
export type PublishedContentSite = components['schemas']['PublishedContentSite'];
export type OpenAPISpec = components['schemas']['OpenAPISpec'];
export type OpenAPISpecVersion = components['schemas']['OpenAPISpecVersion'];
export type OpenAPISpecVersionContent = components['schemas']['OpenAPISpecVersionContent'];
export type OpenAPISpecSource = components['schemas']['OpenAPISpecSource'];
export type TranslationSettings = components['schemas']['TranslationSettings'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponsePreconditionFailed = components['responses']['PreconditionFailed'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseUnsupportedMediaType = components['responses']['UnsupportedMediaType'];
export type ParameterPathOrganizationId = components['parameters']['pathOrganizationId'];
export type ParameterPathSpaceId = components['parameters']['pathSpaceId'];
export type ParameterPathCollectionId = components['parameters']['pathCollectionId'];
export type ParameterPathChangeRequestId = components['parameters']['pathChangeRequestId'];
export type ParameterPathCommentId = components['parameters']['pathCommentId'];
export type ParameterPathCommentReplyId = components['parameters']['pathCommentReplyId'];
export type ParameterPathSiteId = components['parameters']['pathSiteId'];
export type ParameterPathSiteSectionId = components['parameters']['pathSiteSectionId'];
export type ParameterPathSiteSectionGroupId = components['parameters']['pathSiteSectionGroupId'];
export type ParameterPathSiteSpaceId = components['parameters']['pathSiteSpaceId'];
export type ParameterPathShareLinkId = components['parameters']['pathShareLinkId'];
export type ParameterPathTeamId = components['parameters']['pathTeamId'];
export type ParameterPathUserId = components['parameters']['pathUserId'];
export type ParameterPathInviteId = components['parameters']['pathInviteId'];
export type ParameterPathSamlProviderId = components['parameters']['pathSamlProviderId'];
export type ParameterPathSpecSlug = components['parameters']['pathSpecSlug'];
export type ParameterPathVersionId = components['parameters']['pathVersionId'];
export type ParameterPathTranslationSettingsId = components['parameters']['pathTranslationSettingsId'];
export type ParameterPathFileId = components['parameters']['pathFileId'];
export type ParameterPathPageId = components['parameters']['pathPageId'];
export type ParameterPathEmailDomain = components['parameters']['pathEmailDomain'];
export type ParameterPage = components['parameters']['page'];
export type ParameterLimit = components['parameters']['limit'];
export type ParameterOrder = components['parameters']['order'];
export type ParameterFormat = components['parameters']['format'];
export type ParameterMetadata = components['parameters']['metadata'];
export type ParameterComputed = components['parameters']['computed'];
export type ParameterShareKey = components['parameters']['shareKey'];
export type ParameterSearchQuery = components['parameters']['searchQuery'];
export type $defs = Record<string, never>;
export interface operations {
    listOrganizationsForAuthenticatedUser: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "organization",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "emailDomains": [
                     *             "acme.example.com"
                     *           ],
                     *           "hostname": "docs.acme.example.com",
                     *           "type": "business",
                     *           "useCase": "internalDocs",
                     *           "communityType": "nonProfit",
                     *           "defaultRole": "admin",
                     *           "defaultContent": {},
                     *           "sso": true,
                     *           "ai": true,
                     *           "inviteLinks": true,
                     *           "plan": "free_2024",
                     *           "billing": {
                     *             "interval": "monthly",
                     *             "endDate": "2026-03-02T09:30:00.000Z",
                     *             "hasPaymentFailed": true,
                     *             "isScheduledToCancel": true
                     *           },
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "trial": {
                     *             "status": "notapplicable",
                     *             "count": 1
                     *           },
                     *           "customHostname": "docs.acme.example.com",
                     *           "blocked": {
                     *             "reason": "security"
                     *           },
                     *           "internal_billingMigration": {},
                     *           "internal_isOnNewTrial": true,
                     *           "permissions": {
                     *             "view": true,
                     *             "admin": true,
                     *             "ownTeam": true,
                     *             "createContent": true,
                     *             "createOpenAPISpec": true,
                     *             "ingestConversations": true,
                     *             "viewBilling": true,
                     *             "listMembers": true,
                     *             "listTeams": true,
                     *             "listIntegrations": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Organization"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrganizationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "organization",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "emailDomains": [
                     *         "acme.example.com"
                     *       ],
                     *       "hostname": "docs.acme.example.com",
                     *       "type": "business",
                     *       "useCase": "internalDocs",
                     *       "communityType": "nonProfit",
                     *       "defaultRole": "admin",
                     *       "defaultContent": {
                     *         "type": "Acme",
                     *         "site": "Acme"
                     *       },
                     *       "sso": true,
                     *       "ai": true,
                     *       "inviteLinks": true,
                     *       "plan": "free_2024",
                     *       "billing": {
                     *         "interval": "monthly",
                     *         "endDate": "2026-03-02T09:30:00.000Z",
                     *         "hasPaymentFailed": true,
                     *         "isScheduledToCancel": true
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "logo": "https://acme.example.com/logo.png"
                     *       },
                     *       "trial": {
                     *         "status": "notapplicable",
                     *         "count": 1,
                     *         "endDate": "2026-03-02T09:30:00.000Z",
                     *         "decision": "downgrade"
                     *       },
                     *       "customHostname": "docs.acme.example.com",
                     *       "blocked": {
                     *         "reason": "security"
                     *       },
                     *       "internal_billingMigration": {
                     *         "deadline": "2026-03-02T09:30:00.000Z",
                     *         "discountPercent": 1,
                     *         "discountEndDate": "2026-03-02T09:30:00.000Z"
                     *       },
                     *       "internal_isOnNewTrial": true,
                     *       "permissions": {
                     *         "view": true,
                     *         "admin": true,
                     *         "ownTeam": true,
                     *         "createContent": true,
                     *         "createOpenAPISpec": true,
                     *         "ingestConversations": true,
                     *         "viewBilling": true,
                     *         "listMembers": true,
                     *         "listTeams": true,
                     *         "listIntegrations": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateOrganizationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started",
                 *       "emailDomains": [
                 *         "acme.example.com"
                 *       ],
                 *       "hostname": "docs.acme.example.com",
                 *       "defaultRole": "admin",
                 *       "defaultContent": {
                 *         "type": "Acme",
                 *         "site": "Acme"
                 *       },
                 *       "logo": "https://acme.example.com/logo.png",
                 *       "sso": true,
                 *       "ai": true,
                 *       "inviteLinks": true
                 *     }
                 */
                "application/json": {
                    title?: string;
                    emailDomains?: string[];
                    hostname?: string;
                    defaultRole?: components["schemas"]["NullableRole"];
                    defaultContent?: {
                        /** @description Known value: `site`; the full value set is not shown by the contract */
                        type?: string;
                        /** @description The site id */
                        site?: string;
                    } | null;
                    logo?: string | null;
                    /** @description Enforce SSO organization-wide */
                    sso?: boolean;
                    /** @description Enable AI features */
                    ai?: boolean;
                    inviteLinks?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "organization",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "emailDomains": [
                     *         "acme.example.com"
                     *       ],
                     *       "hostname": "docs.acme.example.com",
                     *       "type": "business",
                     *       "useCase": "internalDocs",
                     *       "communityType": "nonProfit",
                     *       "defaultRole": "admin",
                     *       "defaultContent": {
                     *         "type": "Acme",
                     *         "site": "Acme"
                     *       },
                     *       "sso": true,
                     *       "ai": true,
                     *       "inviteLinks": true,
                     *       "plan": "free_2024",
                     *       "billing": {
                     *         "interval": "monthly",
                     *         "endDate": "2026-03-02T09:30:00.000Z",
                     *         "hasPaymentFailed": true,
                     *         "isScheduledToCancel": true
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "logo": "https://acme.example.com/logo.png"
                     *       },
                     *       "trial": {
                     *         "status": "notapplicable",
                     *         "count": 1,
                     *         "endDate": "2026-03-02T09:30:00.000Z",
                     *         "decision": "downgrade"
                     *       },
                     *       "customHostname": "docs.acme.example.com",
                     *       "blocked": {
                     *         "reason": "security"
                     *       },
                     *       "internal_billingMigration": {
                     *         "deadline": "2026-03-02T09:30:00.000Z",
                     *         "discountPercent": 1,
                     *         "discountEndDate": "2026-03-02T09:30:00.000Z"
                     *       },
                     *       "internal_isOnNewTrial": true,
                     *       "permissions": {
                     *         "view": true,
                     *         "admin": true,
                     *         "ownTeam": true,
                     *         "createContent": true,
                     *         "createOpenAPISpec": true,
                     *         "ingestConversations": true,
                     *         "viewBilling": true,
                     *         "listMembers": true,
                     *         "listTeams": true,
                     *         "listIntegrations": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteOrganizationInviteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The invite link id */
                inviteId: components["parameters"]["pathInviteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchOrganizationContent: {
        parameters: {
            query: {
                /** @description Text to search for */
                query: components["parameters"]["searchQuery"];
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "pages": [
                     *             {
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "title": "Getting started",
                     *               "path": "getting-started",
                     *               "sections": [
                     *                 {
                     *                   "id": "Vb2xQk7Rm4TzL9aN",
                     *                   "title": "Getting started",
                     *                   "path": "getting-started",
                     *                   "body": "Could we add an example for the CLI flags?",
                     *                   "urls": {
                     *                     "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                   }
                     *                 }
                     *               ],
                     *               "urls": {
                     *                 "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *               }
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["OrganizationSearchItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrganizationsForEmailDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An email domain, e.g. example.com */
                emailDomain: components["parameters"]["pathEmailDomain"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "organizations": [
                     *         {
                     *           "object": "organization",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "emailDomains": [
                     *             "acme.example.com"
                     *           ],
                     *           "hostname": "docs.acme.example.com",
                     *           "type": "business",
                     *           "useCase": "internalDocs",
                     *           "communityType": "nonProfit",
                     *           "defaultRole": "admin",
                     *           "defaultContent": {},
                     *           "sso": true,
                     *           "ai": true,
                     *           "inviteLinks": true,
                     *           "plan": "free_2024",
                     *           "billing": {
                     *             "interval": "monthly",
                     *             "endDate": "2026-03-02T09:30:00.000Z",
                     *             "hasPaymentFailed": true,
                     *             "isScheduledToCancel": true
                     *           },
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "trial": {
                     *             "status": "notapplicable",
                     *             "count": 1
                     *           },
                     *           "customHostname": "docs.acme.example.com",
                     *           "blocked": {
                     *             "reason": "security"
                     *           },
                     *           "internal_billingMigration": {},
                     *           "internal_isOnNewTrial": true,
                     *           "permissions": {
                     *             "view": true,
                     *             "admin": true,
                     *             "ownTeam": true,
                     *             "createContent": true,
                     *             "createOpenAPISpec": true,
                     *             "ingestConversations": true,
                     *             "viewBilling": true,
                     *             "listMembers": true,
                     *             "listTeams": true,
                     *             "listIntegrations": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["OrganizationsForEmailDomain"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMembersInOrganizationById: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Sort direction */
                order?: "asc" | "desc";
                /** @description Only members with this role */
                role?: components["schemas"]["Role"];
                /** @description Matches the display name and the email of the member */
                search?: string;
                /** @description Sort key; `lastSeenAt` lists only active members */
                sort?: "joinedAt" | "lastSeenAt" | "name";
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "member",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "role": "admin",
                     *           "user": {
                     *             "object": "user",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "displayName": "Ada Lovelace",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *             }
                     *           },
                     *           "disabled": true,
                     *           "joinedAt": "2026-03-02T09:30:00.000Z",
                     *           "lastSeenAt": "2026-03-02T09:30:00.000Z",
                     *           "sso": true,
                     *           "spaces": 1,
                     *           "teams": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Member"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMemberInOrganizationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The user id of a member */
                userId: components["parameters"]["pathUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "member",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "role": "admin",
                     *       "user": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "disabled": true,
                     *       "joinedAt": "2026-03-02T09:30:00.000Z",
                     *       "lastSeenAt": "2026-03-02T09:30:00.000Z",
                     *       "sso": true,
                     *       "spaces": 1,
                     *       "teams": 1
                     *     }
                     */
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeMemberFromOrganizationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The user id of a member */
                userId: components["parameters"]["pathUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMemberInOrganizationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The user id of a member */
                userId: components["parameters"]["pathUserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "admin"
                 *     }
                 */
                "application/json": {
                    role?: components["schemas"]["NullableRole"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "member",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "role": "admin",
                     *       "user": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "disabled": true,
                     *       "joinedAt": "2026-03-02T09:30:00.000Z",
                     *       "lastSeenAt": "2026-03-02T09:30:00.000Z",
                     *       "sso": true,
                     *       "spaces": 1,
                     *       "teams": 1
                     *     }
                     */
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updateOrganizationMemberLastSeenAt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "serviceVisitorClaims": "Acme"
                     *     }
                     */
                    "application/json": components["schemas"]["OrganizationPingResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setUserAsSSOMemberForOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The user id of a member */
                userId: components["parameters"]["pathUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "member",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "role": "admin",
                     *       "user": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "disabled": true,
                     *       "joinedAt": "2026-03-02T09:30:00.000Z",
                     *       "lastSeenAt": "2026-03-02T09:30:00.000Z",
                     *       "sso": true,
                     *       "spaces": 1,
                     *       "teams": 1
                     *     }
                     */
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSpacesForOrganizationMember: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Sort direction */
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The user id of a member */
                userId: components["parameters"]["pathUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "permission": "Acme",
                     *           "space": {
                     *             "object": "space",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "emoji": "1f4d8",
                     *             "visibility": "public",
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "updatedAt": "2026-03-02T09:30:00.000Z",
                     *             "editMode": "live",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *               "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *             },
                     *             "organization": "Vb2xQk7Rm4TzL9aN",
                     *             "revision": "Acme",
                     *             "defaultLevel": "admin",
                     *             "comments": 1,
                     *             "changeRequests": 1,
                     *             "changeRequestsOpen": 1,
                     *             "changeRequestsDraft": 1,
                     *             "permissions": {
                     *               "view": true,
                     *               "access": true,
                     *               "admin": true,
                     *               "viewInviteLinks": true,
                     *               "edit": true,
                     *               "triggerGitSync": true,
                     *               "comment": true,
                     *               "merge": true,
                     *               "review": true
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["MemberSpaceListItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listTeamsForOrganizationMember: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Case-insensitive substring of the team title */
                title?: string;
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The user id of a member */
                userId: components["parameters"]["pathUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "team": {
                     *             "object": "team",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "members": 1,
                     *             "spaces": 1,
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "permissions": {
                     *               "admin": true,
                     *               "view": true
                     *             }
                     *           },
                     *           "member": {
                     *             "role": "owner"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["MemberTeamListItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listTeamsInOrganizationById: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description A member id; only the teams that member can manage */
                owner?: string;
                /** @description Case-insensitive substring of the team title */
                title?: string;
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "team",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "members": 1,
                     *           "spaces": 1,
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "permissions": {
                     *             "admin": true,
                     *             "view": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Team"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createOrganizationTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started",
                 *       "members": [
                 *         "Acme"
                 *       ]
                 *     }
                 */
                "application/json": {
                    title: string;
                    /** @description Member ids */
                    members?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "team",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "members": 1,
                     *       "spaces": 1,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "permissions": {
                     *         "admin": true,
                     *         "view": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getTeamInOrganizationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The team id */
                teamId: components["parameters"]["pathTeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "team",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "members": 1,
                     *       "spaces": 1,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "permissions": {
                     *         "admin": true,
                     *         "view": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeTeamFromOrganizationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The team id */
                teamId: components["parameters"]["pathTeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTeamInOrganizationById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The team id */
                teamId: components["parameters"]["pathTeamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started"
                 *     }
                 */
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "team",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "members": 1,
                     *       "spaces": 1,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "permissions": {
                     *         "admin": true,
                     *         "view": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listTeamMembersInOrganizationById: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The team id */
                teamId: components["parameters"]["pathTeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "organization": {
                     *             "object": "member",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "role": "admin",
                     *             "user": {
                     *               "object": "user",
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "displayName": "Ada Lovelace",
                     *               "urls": {
                     *                 "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *               }
                     *             },
                     *             "disabled": true,
                     *             "joinedAt": "2026-03-02T09:30:00.000Z",
                     *             "sso": true,
                     *             "spaces": 1,
                     *             "teams": 1
                     *           },
                     *           "team": {
                     *             "role": "owner"
                     *           },
                     *           "permissions": {
                     *             "view": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["TeamMemberListItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMembersInOrganizationTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The team id */
                teamId: components["parameters"]["pathTeamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "add": [
                 *         "Acme"
                 *       ],
                 *       "remove": [
                 *         "Acme"
                 *       ],
                 *       "memberships": {
                 *         "product": {
                 *           "role": "owner"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description User ids or emails to add */
                    add?: string[];
                    /** @description User ids or emails to remove */
                    remove?: string[];
                    /** @description Map of user id to the role in the team */
                    memberships?: {
                        [key: string]: {
                            /**
                             * @description owner: can manage team members; member: a plain member
                             * @enum {string}
                             */
                            role: "owner" | "member";
                        };
                    };
                };
            };
        };
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    addMemberToOrganizationTeamById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The team id */
                teamId: components["parameters"]["pathTeamId"];
                /** @description The user id of a member */
                userId: components["parameters"]["pathUserId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "role": "owner"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description owner: can manage team members; member: a plain member
                     * @enum {string}
                     */
                    role?: "owner" | "member";
                };
            };
        };
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteMemberFromOrganizationTeamById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The team id */
                teamId: components["parameters"]["pathTeamId"];
                /** @description The user id of a member */
                userId: components["parameters"]["pathUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSAMLProvidersInOrganizationById: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "saml-provider",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "label": "Ada Lovelace",
                     *           "ssoURL": "https://acme.example.com/docs/",
                     *           "entityID": "Acme",
                     *           "certificate": "Acme",
                     *           "defaultTeam": {
                     *             "object": "team",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "members": 1,
                     *             "spaces": 1,
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "permissions": {
                     *               "admin": true,
                     *               "view": true
                     *             }
                     *           },
                     *           "defaultRole": "admin",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "status": "active",
                     *           "service": {
                     *             "acsURL": "Acme",
                     *             "startURL": "Acme",
                     *             "entityID": "Acme"
                     *           },
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["SAMLProvider"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createOrganizationSAMLProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Ada Lovelace",
                 *       "entityID": "Acme",
                 *       "certificate": "Acme",
                 *       "ssoURL": "https://acme.example.com/docs/",
                 *       "defaultTeam": "Acme",
                 *       "defaultRole": "admin"
                 *     }
                 */
                "application/json": {
                    label: string;
                    entityID?: string;
                    certificate?: string;
                    /** Format: uri */
                    ssoURL?: string;
                    /** @description The team id */
                    defaultTeam?: string;
                    defaultRole?: components["schemas"]["NullableRole"];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "saml-provider",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "label": "Ada Lovelace",
                     *       "ssoURL": "https://acme.example.com/docs/",
                     *       "entityID": "Acme",
                     *       "certificate": "Acme",
                     *       "defaultTeam": {
                     *         "object": "team",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "title": "Getting started",
                     *         "members": 1,
                     *         "spaces": 1,
                     *         "createdAt": "2026-03-02T09:30:00.000Z",
                     *         "permissions": {
                     *           "admin": true,
                     *           "view": true
                     *         }
                     *       },
                     *       "defaultRole": "admin",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "status": "active",
                     *       "service": {
                     *         "acsURL": "Acme",
                     *         "startURL": "Acme",
                     *         "entityID": "Acme"
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SAMLProvider"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getOrganizationSAMLProviderById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The SAML provider id */
                samlProviderId: components["parameters"]["pathSamlProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "saml-provider",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "label": "Ada Lovelace",
                     *       "ssoURL": "https://acme.example.com/docs/",
                     *       "entityID": "Acme",
                     *       "certificate": "Acme",
                     *       "defaultTeam": {
                     *         "object": "team",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "title": "Getting started",
                     *         "members": 1,
                     *         "spaces": 1,
                     *         "createdAt": "2026-03-02T09:30:00.000Z",
                     *         "permissions": {
                     *           "admin": true,
                     *           "view": true
                     *         }
                     *       },
                     *       "defaultRole": "admin",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "status": "active",
                     *       "service": {
                     *         "acsURL": "Acme",
                     *         "startURL": "Acme",
                     *         "entityID": "Acme"
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SAMLProvider"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteOrganizationSAMLProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The SAML provider id */
                samlProviderId: components["parameters"]["pathSamlProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content: done, no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateOrganizationSAMLProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The SAML provider id */
                samlProviderId: components["parameters"]["pathSamlProviderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Ada Lovelace",
                 *       "entityID": "Acme",
                 *       "certificate": "Acme",
                 *       "ssoURL": "https://acme.example.com/docs/",
                 *       "defaultTeam": "Acme",
                 *       "defaultRole": "admin"
                 *     }
                 */
                "application/json": {
                    label?: string;
                    entityID?: string;
                    certificate?: string;
                    /** Format: uri */
                    ssoURL?: string;
                    /** @description The team id */
                    defaultTeam?: string;
                    defaultRole?: components["schemas"]["NullableRole"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "saml-provider",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "label": "Ada Lovelace",
                     *       "ssoURL": "https://acme.example.com/docs/",
                     *       "entityID": "Acme",
                     *       "certificate": "Acme",
                     *       "defaultTeam": {
                     *         "object": "team",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "title": "Getting started",
                     *         "members": 1,
                     *         "spaces": 1,
                     *         "createdAt": "2026-03-02T09:30:00.000Z",
                     *         "permissions": {
                     *           "admin": true,
                     *           "view": true
                     *         }
                     *       },
                     *       "defaultRole": "admin",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "status": "active",
                     *       "service": {
                     *         "acsURL": "Acme",
                     *         "startURL": "Acme",
                     *         "entityID": "Acme"
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SAMLProvider"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSSOProviderLoginsInOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "label": "Ada Lovelace",
                     *           "startURL": "Acme"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SSOProviderLogins"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCollectionsInOrganizationById: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description When true, nested collections are listed too */
                nested?: boolean;
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "collection",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "organization": "Vb2xQk7Rm4TzL9aN",
                     *           "parent": "Hc4nR8sLm2XwQ7pD",
                     *           "defaultLevel": "admin",
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "permissions": {
                     *             "view": true,
                     *             "admin": true,
                     *             "viewInviteLinks": true,
                     *             "create": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Collection"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started",
                 *       "parent": "Hc4nR8sLm2XwQ7pD"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /** @description The id of the parent collection */
                    parent?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "collection",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "defaultLevel": "admin",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "create": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCollectionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The collection id */
                collectionId: components["parameters"]["pathCollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "collection",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "defaultLevel": "admin",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "create": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCollectionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The collection id */
                collectionId: components["parameters"]["pathCollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCollectionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The collection id */
                collectionId: components["parameters"]["pathCollectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started",
                 *       "description": "Install the CLI and publish your first space.",
                 *       "defaultLevel": "admin"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    description?: string;
                    defaultLevel?: components["schemas"]["NullableRole"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "collection",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "defaultLevel": "admin",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "create": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSpacesInCollectionById: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The collection id */
                collectionId: components["parameters"]["pathCollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "space",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "emoji": "1f4d8",
                     *           "visibility": "public",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "deletedAt": "2026-03-02T09:30:00.000Z",
                     *           "editMode": "live",
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "organization": "Vb2xQk7Rm4TzL9aN",
                     *           "parent": "Hc4nR8sLm2XwQ7pD",
                     *           "gitSync": {
                     *             "installationProvider": "github"
                     *           },
                     *           "visitorAuth": {},
                     *           "revision": "Acme",
                     *           "defaultLevel": "admin",
                     *           "comments": 1,
                     *           "changeRequests": 1,
                     *           "changeRequestsOpen": 1,
                     *           "changeRequestsDraft": 1,
                     *           "permissions": {
                     *             "view": true,
                     *             "access": true,
                     *             "admin": true,
                     *             "viewInviteLinks": true,
                     *             "edit": true,
                     *             "triggerGitSync": true,
                     *             "comment": true,
                     *             "merge": true,
                     *             "review": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Space"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    moveCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The collection id */
                collectionId: components["parameters"]["pathCollectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "parent": "Hc4nR8sLm2XwQ7pD",
                 *       "position": {
                 *         "before": {
                 *           "type": "collection",
                 *           "collection": "Acme"
                 *         },
                 *         "after": {
                 *           "type": "collection",
                 *           "collection": "Acme"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    parent?: string | null;
                    /** @description Where to place the collection among its siblings; like the space move position, with each anchor `{type: "collection", collection: <collection id>}` */
                    position?: {
                        before?: {
                            /** @constant */
                            type: "collection";
                            collection: string;
                        };
                        after?: {
                            /** @constant */
                            type: "collection";
                            collection: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "collection",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "defaultLevel": "admin",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "create": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    transferCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The collection id */
                collectionId: components["parameters"]["pathCollectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "organization": "Vb2xQk7Rm4TzL9aN"
                 *     }
                 */
                "application/json": {
                    /** @description The id of the target organization */
                    organization: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "collection",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "defaultLevel": "admin",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "create": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSpacesInOrganizationById: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "space",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "emoji": "1f4d8",
                     *           "visibility": "public",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "deletedAt": "2026-03-02T09:30:00.000Z",
                     *           "editMode": "live",
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "organization": "Vb2xQk7Rm4TzL9aN",
                     *           "parent": "Hc4nR8sLm2XwQ7pD",
                     *           "gitSync": {
                     *             "installationProvider": "github"
                     *           },
                     *           "visitorAuth": {},
                     *           "revision": "Acme",
                     *           "defaultLevel": "admin",
                     *           "comments": 1,
                     *           "changeRequests": 1,
                     *           "changeRequestsOpen": 1,
                     *           "changeRequestsDraft": 1,
                     *           "permissions": {
                     *             "view": true,
                     *             "access": true,
                     *             "admin": true,
                     *             "viewInviteLinks": true,
                     *             "edit": true,
                     *             "triggerGitSync": true,
                     *             "comment": true,
                     *             "merge": true,
                     *             "review": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Space"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started",
                 *       "emoji": "1f4d8",
                 *       "parent": "Hc4nR8sLm2XwQ7pD",
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /** @description An emoji */
                    emoji?: string;
                    /** @description The id of the parent collection */
                    parent?: string;
                    /**
                     * @description public: anyone, indexed by search engines; unlisted: anyone, not indexed; share-link: with a secret token in the URL; visitor-auth: visitors authenticated via a JWT; in-collection: anyone who can access the parent collection (only for spaces in a collection); private: authorized members
                     * @enum {string}
                     */
                    visibility?: "public" | "unlisted" | "share-link" | "visitor-auth" | "in-collection" | "private";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "emoji": "1f4d8",
                     *       "visibility": "public",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "deletedAt": "2026-03-02T09:30:00.000Z",
                     *       "editMode": "live",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs",
                     *         "public": "https://acme.example.com/docs",
                     *         "icon": "https://acme.example.com/docs/"
                     *       },
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "gitSync": {
                     *         "repoName": "Acme",
                     *         "installationProvider": "github",
                     *         "integration": "Acme",
                     *         "url": "https://acme.example.com/docs/",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z"
                     *       },
                     *       "visitorAuth": {
                     *         "backend": "Acme"
                     *       },
                     *       "revision": "Acme",
                     *       "defaultLevel": "admin",
                     *       "comments": 1,
                     *       "changeRequests": 1,
                     *       "changeRequestsOpen": 1,
                     *       "changeRequestsDraft": 1,
                     *       "permissions": {
                     *         "view": true,
                     *         "access": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "edit": true,
                     *         "triggerGitSync": true,
                     *         "comment": true,
                     *         "merge": true,
                     *         "review": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getSpaceById: {
        parameters: {
            query?: {
                /** @description Secret key of a share link; resolves published URLs of share-link sites */
                shareKey?: components["parameters"]["shareKey"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "emoji": "1f4d8",
                     *       "visibility": "public",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "deletedAt": "2026-03-02T09:30:00.000Z",
                     *       "editMode": "live",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs",
                     *         "public": "https://acme.example.com/docs",
                     *         "icon": "https://acme.example.com/docs/"
                     *       },
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "gitSync": {
                     *         "repoName": "Acme",
                     *         "installationProvider": "github",
                     *         "integration": "Acme",
                     *         "url": "https://acme.example.com/docs/",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z"
                     *       },
                     *       "visitorAuth": {
                     *         "backend": "Acme"
                     *       },
                     *       "revision": "Acme",
                     *       "defaultLevel": "admin",
                     *       "comments": 1,
                     *       "changeRequests": 1,
                     *       "changeRequestsOpen": 1,
                     *       "changeRequestsDraft": 1,
                     *       "permissions": {
                     *         "view": true,
                     *         "access": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "edit": true,
                     *         "triggerGitSync": true,
                     *         "comment": true,
                     *         "merge": true,
                     *         "review": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSpaceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSpaceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "editMode": "live",
                 *       "title": "Getting started",
                 *       "defaultLevel": "admin",
                 *       "emoji": "1f4d8"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description live: content can be edited directly; locked: all edits are locked
                     * @enum {string}
                     */
                    editMode?: "live" | "locked";
                    title?: string;
                    defaultLevel?: components["schemas"]["NullableRole"];
                    /** @description An emoji */
                    emoji?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "emoji": "1f4d8",
                     *       "visibility": "public",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "deletedAt": "2026-03-02T09:30:00.000Z",
                     *       "editMode": "live",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs",
                     *         "public": "https://acme.example.com/docs",
                     *         "icon": "https://acme.example.com/docs/"
                     *       },
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "gitSync": {
                     *         "repoName": "Acme",
                     *         "installationProvider": "github",
                     *         "integration": "Acme",
                     *         "url": "https://acme.example.com/docs/",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z"
                     *       },
                     *       "visitorAuth": {
                     *         "backend": "Acme"
                     *       },
                     *       "revision": "Acme",
                     *       "defaultLevel": "admin",
                     *       "comments": 1,
                     *       "changeRequests": 1,
                     *       "changeRequestsOpen": 1,
                     *       "changeRequestsDraft": 1,
                     *       "permissions": {
                     *         "view": true,
                     *         "access": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "edit": true,
                     *         "triggerGitSync": true,
                     *         "comment": true,
                     *         "merge": true,
                     *         "review": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    duplicateSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "emoji": "1f4d8",
                     *       "visibility": "public",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "deletedAt": "2026-03-02T09:30:00.000Z",
                     *       "editMode": "live",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs",
                     *         "public": "https://acme.example.com/docs",
                     *         "icon": "https://acme.example.com/docs/"
                     *       },
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "gitSync": {
                     *         "repoName": "Acme",
                     *         "installationProvider": "github",
                     *         "integration": "Acme",
                     *         "url": "https://acme.example.com/docs/",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z"
                     *       },
                     *       "visitorAuth": {
                     *         "backend": "Acme"
                     *       },
                     *       "revision": "Acme",
                     *       "defaultLevel": "admin",
                     *       "comments": 1,
                     *       "changeRequests": 1,
                     *       "changeRequestsOpen": 1,
                     *       "changeRequestsDraft": 1,
                     *       "permissions": {
                     *         "view": true,
                     *         "access": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "edit": true,
                     *         "triggerGitSync": true,
                     *         "comment": true,
                     *         "merge": true,
                     *         "review": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    restoreSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "emoji": "1f4d8",
                     *       "visibility": "public",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "deletedAt": "2026-03-02T09:30:00.000Z",
                     *       "editMode": "live",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs",
                     *         "public": "https://acme.example.com/docs",
                     *         "icon": "https://acme.example.com/docs/"
                     *       },
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "gitSync": {
                     *         "repoName": "Acme",
                     *         "installationProvider": "github",
                     *         "integration": "Acme",
                     *         "url": "https://acme.example.com/docs/",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z"
                     *       },
                     *       "visitorAuth": {
                     *         "backend": "Acme"
                     *       },
                     *       "revision": "Acme",
                     *       "defaultLevel": "admin",
                     *       "comments": 1,
                     *       "changeRequests": 1,
                     *       "changeRequestsOpen": 1,
                     *       "changeRequestsDraft": 1,
                     *       "permissions": {
                     *         "view": true,
                     *         "access": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "edit": true,
                     *         "triggerGitSync": true,
                     *         "comment": true,
                     *         "merge": true,
                     *         "review": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    moveSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "parent": "Hc4nR8sLm2XwQ7pD",
                 *       "position": {
                 *         "before": {
                 *           "type": "space",
                 *           "space": "Ks8dP2vWq1NcY6rT"
                 *         },
                 *         "after": {
                 *           "type": "space",
                 *           "space": "Ks8dP2vWq1NcY6rT"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    parent?: string | null;
                    /** @description Where to place the space among its siblings; each anchor is `{type: "space", space: <space id>}` */
                    position?: {
                        before?: {
                            /** @constant */
                            type: "space";
                            space: string;
                        };
                        after?: {
                            /** @constant */
                            type: "space";
                            space: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "emoji": "1f4d8",
                     *       "visibility": "public",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "deletedAt": "2026-03-02T09:30:00.000Z",
                     *       "editMode": "live",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs",
                     *         "public": "https://acme.example.com/docs",
                     *         "icon": "https://acme.example.com/docs/"
                     *       },
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "gitSync": {
                     *         "repoName": "Acme",
                     *         "installationProvider": "github",
                     *         "integration": "Acme",
                     *         "url": "https://acme.example.com/docs/",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z"
                     *       },
                     *       "visitorAuth": {
                     *         "backend": "Acme"
                     *       },
                     *       "revision": "Acme",
                     *       "defaultLevel": "admin",
                     *       "comments": 1,
                     *       "changeRequests": 1,
                     *       "changeRequestsOpen": 1,
                     *       "changeRequestsDraft": 1,
                     *       "permissions": {
                     *         "view": true,
                     *         "access": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "edit": true,
                     *         "triggerGitSync": true,
                     *         "comment": true,
                     *         "merge": true,
                     *         "review": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    transferSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "organization": "Vb2xQk7Rm4TzL9aN"
                 *     }
                 */
                "application/json": {
                    /** @description The id of the target organization */
                    organization: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "emoji": "1f4d8",
                     *       "visibility": "public",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "deletedAt": "2026-03-02T09:30:00.000Z",
                     *       "editMode": "live",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs",
                     *         "public": "https://acme.example.com/docs",
                     *         "icon": "https://acme.example.com/docs/"
                     *       },
                     *       "organization": "Vb2xQk7Rm4TzL9aN",
                     *       "parent": "Hc4nR8sLm2XwQ7pD",
                     *       "gitSync": {
                     *         "repoName": "Acme",
                     *         "installationProvider": "github",
                     *         "integration": "Acme",
                     *         "url": "https://acme.example.com/docs/",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z"
                     *       },
                     *       "visitorAuth": {
                     *         "backend": "Acme"
                     *       },
                     *       "revision": "Acme",
                     *       "defaultLevel": "admin",
                     *       "comments": 1,
                     *       "changeRequests": 1,
                     *       "changeRequestsOpen": 1,
                     *       "changeRequestsDraft": 1,
                     *       "permissions": {
                     *         "view": true,
                     *         "access": true,
                     *         "admin": true,
                     *         "viewInviteLinks": true,
                     *         "edit": true,
                     *         "triggerGitSync": true,
                     *         "comment": true,
                     *         "merge": true,
                     *         "review": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listLinksInSpace: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Only links with this status */
                status?: "ok" | "broken" | "in-app";
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "status": "ok",
                     *           "relation": "Acme",
                     *           "targetReference": {
                     *             "kind": "Acme"
                     *           },
                     *           "locationReferences": [
                     *             {
                     *               "kind": "Acme"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "stats": {
                     *         "total": 1,
                     *         "broken": {
                     *           "total": 1,
                     *           "changeRequest": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LinkListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listChangeRequestsForSpace: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Only change requests with this status */
                status?: "draft" | "open" | "archived" | "merged";
                /** @description Only change requests this user (id) contributed to */
                contributor?: string;
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "change-request",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "number": 1,
                     *           "status": "draft",
                     *           "subject": "Add the installation guide",
                     *           "createdBy": {
                     *             "object": "user",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "displayName": "Ada Lovelace",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *             }
                     *           },
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "revision": "Acme",
                     *           "revisionInitial": "Acme",
                     *           "revisionMergedAncestor": "Acme",
                     *           "revisionMerged": "Acme",
                     *           "comments": 1,
                     *           "outdated": true,
                     *           "urls": {
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["ChangeRequest"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "subject": "Add the installation guide",
                 *       "agentTaskId": "Vb2xQk7Rm4TzL9aN"
                 *     }
                 */
                "application/json": {
                    subject?: string;
                    agentTaskId?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "change-request",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "number": 1,
                     *       "status": "draft",
                     *       "subject": "Add the installation guide",
                     *       "createdBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "revision": "Acme",
                     *       "revisionInitial": "Acme",
                     *       "revisionMergedAncestor": "Acme",
                     *       "revisionMerged": "Acme",
                     *       "comments": 1,
                     *       "outdated": true,
                     *       "urls": {
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getChangeRequestById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "change-request",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "number": 1,
                     *       "status": "draft",
                     *       "subject": "Add the installation guide",
                     *       "createdBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "revision": "Acme",
                     *       "revisionInitial": "Acme",
                     *       "revisionMergedAncestor": "Acme",
                     *       "revisionMerged": "Acme",
                     *       "comments": 1,
                     *       "outdated": true,
                     *       "urls": {
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateChangeRequestById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "subject": "Add the installation guide",
                 *       "status": "draft"
                 *     }
                 */
                "application/json": {
                    subject?: string;
                    /** @enum {string} */
                    status?: "draft" | "open" | "archived" | "merged";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "change-request",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "number": 1,
                     *       "status": "draft",
                     *       "subject": "Add the installation guide",
                     *       "createdBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "revision": "Acme",
                     *       "revisionInitial": "Acme",
                     *       "revisionMergedAncestor": "Acme",
                     *       "revisionMerged": "Acme",
                     *       "comments": 1,
                     *       "outdated": true,
                     *       "urls": {
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    mergeChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "revision": "Acme",
                     *       "result": "merge"
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeRequestMergeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "revision": "Acme",
                     *       "result": "merge"
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeRequestMergeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getChangeRequestPDF: {
        parameters: {
            query?: {
                /** @description When true, the PDF holds only the given page */
                only?: boolean;
                /** @description The id of the page */
                page?: string;
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "url": "https://acme.example.com/docs/"
                     *     }
                     */
                    "application/json": components["schemas"]["ChangeRequestPDF"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCommentsInSpace: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Sort direction */
                order?: "asc" | "desc";
                /** @description Only comments with this status */
                status?: "all" | "open" | "resolved";
                /** @description Output format of content */
                format?: "document" | "markdown";
                /** @description Only comments on this page (id) */
                targetPage?: string;
                /** @description Only comments posted by these users (ids) */
                authors?: string[];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "comment",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "postedBy": {
                     *             "object": "user",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "displayName": "Ada Lovelace",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *             }
                     *           },
                     *           "postedAt": "2026-03-02T09:30:00.000Z",
                     *           "editedAt": "2026-03-02T09:30:00.000Z",
                     *           "reactions": [
                     *             {
                     *               "emoji": "1f4d8",
                     *               "count": 1,
                     *               "users": [
                     *                 {
                     *                   "user": {
                     *                     "object": "user",
                     *                     "id": "Vb2xQk7Rm4TzL9aN",
                     *                     "displayName": "Ada Lovelace",
                     *                     "urls": {
                     *                       "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                     }
                     *                   },
                     *                   "reactedAt": "2026-03-02T09:30:00.000Z"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "replies": 1,
                     *           "body": {},
                     *           "target": {
                     *             "space": "Ks8dP2vWq1NcY6rT",
                     *             "revision": "Acme"
                     *           },
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "permissions": {
                     *             "view": true,
                     *             "edit": true,
                     *             "reply": true,
                     *             "delete": true
                     *           },
                     *           "status": "open",
                     *           "resolvedAt": "2026-03-02T09:30:00.000Z",
                     *           "resolvedBy": {
                     *             "object": "user",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "displayName": "Ada Lovelace",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Comment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postCommentInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "node": "Acme",
                 *       "page": "eyJrIjoiY3Vyc29yIn0",
                 *       "body": {
                 *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description The id of the content node to comment on */
                    node?: string;
                    /** @description The id of the page to comment on */
                    page?: string;
                    body: components["schemas"]["Content"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "replies": 1,
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "target": {
                     *         "node": {
                     *           "id": "Vb2xQk7Rm4TzL9aN"
                     *         },
                     *         "changeRequest": "Acme",
                     *         "review": "Acme",
                     *         "page": {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "outdated": true
                     *         },
                     *         "space": "Ks8dP2vWq1NcY6rT",
                     *         "revision": "Acme"
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       },
                     *       "status": "open",
                     *       "resolvedAt": "2026-03-02T09:30:00.000Z",
                     *       "resolvedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCommentInSpace: {
        parameters: {
            query?: {
                /** @description Output format of content */
                format?: "document" | "markdown";
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "replies": 1,
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "target": {
                     *         "node": {
                     *           "id": "Vb2xQk7Rm4TzL9aN"
                     *         },
                     *         "changeRequest": "Acme",
                     *         "review": "Acme",
                     *         "page": {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "outdated": true
                     *         },
                     *         "space": "Ks8dP2vWq1NcY6rT",
                     *         "revision": "Acme"
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       },
                     *       "status": "open",
                     *       "resolvedAt": "2026-03-02T09:30:00.000Z",
                     *       "resolvedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCommentInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "resolved": true,
                 *       "body": {
                 *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                 *       },
                 *       "addedReactions": [
                 *         "Acme"
                 *       ],
                 *       "removedReactions": [
                 *         "Acme"
                 *       ]
                 *     }
                 */
                "application/json": {
                    resolved?: boolean;
                    body?: components["schemas"]["Content"];
                    /** @description Emojis to add as reactions of the caller */
                    addedReactions?: string[];
                    /** @description Emojis to remove from the reactions of the caller */
                    removedReactions?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "replies": 1,
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "target": {
                     *         "node": {
                     *           "id": "Vb2xQk7Rm4TzL9aN"
                     *         },
                     *         "changeRequest": "Acme",
                     *         "review": "Acme",
                     *         "page": {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "outdated": true
                     *         },
                     *         "space": "Ks8dP2vWq1NcY6rT",
                     *         "revision": "Acme"
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       },
                     *       "status": "open",
                     *       "resolvedAt": "2026-03-02T09:30:00.000Z",
                     *       "resolvedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteCommentInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postCommentReplyInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": {
                 *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                 *       }
                 *     }
                 */
                "application/json": {
                    body: components["schemas"]["Content"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment-reply",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCommentReplyInSpace: {
        parameters: {
            query?: {
                /** @description Output format of content */
                format?: "document" | "markdown";
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
                /** @description The comment reply id */
                commentReplyId: components["parameters"]["pathCommentReplyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment-reply",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCommentReplyInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
                /** @description The comment reply id */
                commentReplyId: components["parameters"]["pathCommentReplyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": {
                 *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                 *       },
                 *       "addedReactions": [
                 *         "Acme"
                 *       ],
                 *       "removedReactions": [
                 *         "Acme"
                 *       ]
                 *     }
                 */
                "application/json": {
                    body?: components["schemas"]["Content"];
                    /** @description Emojis to add as reactions of the caller */
                    addedReactions?: string[];
                    /** @description Emojis to remove from the reactions of the caller */
                    removedReactions?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment-reply",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteCommentReplyInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
                /** @description The comment reply id */
                commentReplyId: components["parameters"]["pathCommentReplyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCommentsInChangeRequest: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Sort direction */
                order?: "asc" | "desc";
                /** @description Only comments with this status */
                status?: "all" | "open" | "resolved";
                /** @description Output format of content */
                format?: "document" | "markdown";
                /** @description Only comments on this page (id) */
                targetPage?: string;
                /** @description Only comments posted by these users (ids) */
                authors?: string[];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "comment",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "postedBy": {
                     *             "object": "user",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "displayName": "Ada Lovelace",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *             }
                     *           },
                     *           "postedAt": "2026-03-02T09:30:00.000Z",
                     *           "editedAt": "2026-03-02T09:30:00.000Z",
                     *           "reactions": [
                     *             {
                     *               "emoji": "1f4d8",
                     *               "count": 1,
                     *               "users": [
                     *                 {
                     *                   "user": {
                     *                     "object": "user",
                     *                     "id": "Vb2xQk7Rm4TzL9aN",
                     *                     "displayName": "Ada Lovelace",
                     *                     "urls": {
                     *                       "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                     }
                     *                   },
                     *                   "reactedAt": "2026-03-02T09:30:00.000Z"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "replies": 1,
                     *           "body": {},
                     *           "target": {
                     *             "space": "Ks8dP2vWq1NcY6rT",
                     *             "revision": "Acme"
                     *           },
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "permissions": {
                     *             "view": true,
                     *             "edit": true,
                     *             "reply": true,
                     *             "delete": true
                     *           },
                     *           "status": "open",
                     *           "resolvedAt": "2026-03-02T09:30:00.000Z",
                     *           "resolvedBy": {
                     *             "object": "user",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "displayName": "Ada Lovelace",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Comment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postCommentInChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "node": "Acme",
                 *       "page": "eyJrIjoiY3Vyc29yIn0",
                 *       "body": {
                 *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description The id of the content node to comment on */
                    node?: string;
                    /** @description The id of the page to comment on */
                    page?: string;
                    body: components["schemas"]["Content"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "replies": 1,
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "target": {
                     *         "node": {
                     *           "id": "Vb2xQk7Rm4TzL9aN"
                     *         },
                     *         "changeRequest": "Acme",
                     *         "review": "Acme",
                     *         "page": {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "outdated": true
                     *         },
                     *         "space": "Ks8dP2vWq1NcY6rT",
                     *         "revision": "Acme"
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       },
                     *       "status": "open",
                     *       "resolvedAt": "2026-03-02T09:30:00.000Z",
                     *       "resolvedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCommentInChangeRequest: {
        parameters: {
            query?: {
                /** @description Output format of content */
                format?: "document" | "markdown";
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "replies": 1,
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "target": {
                     *         "node": {
                     *           "id": "Vb2xQk7Rm4TzL9aN"
                     *         },
                     *         "changeRequest": "Acme",
                     *         "review": "Acme",
                     *         "page": {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "outdated": true
                     *         },
                     *         "space": "Ks8dP2vWq1NcY6rT",
                     *         "revision": "Acme"
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       },
                     *       "status": "open",
                     *       "resolvedAt": "2026-03-02T09:30:00.000Z",
                     *       "resolvedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCommentInChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "resolved": true,
                 *       "body": {
                 *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                 *       },
                 *       "addedReactions": [
                 *         "Acme"
                 *       ],
                 *       "removedReactions": [
                 *         "Acme"
                 *       ]
                 *     }
                 */
                "application/json": {
                    resolved?: boolean;
                    body?: components["schemas"]["Content"];
                    /** @description Emojis to add as reactions of the caller */
                    addedReactions?: string[];
                    /** @description Emojis to remove from the reactions of the caller */
                    removedReactions?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "replies": 1,
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "target": {
                     *         "node": {
                     *           "id": "Vb2xQk7Rm4TzL9aN"
                     *         },
                     *         "changeRequest": "Acme",
                     *         "review": "Acme",
                     *         "page": {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "outdated": true
                     *         },
                     *         "space": "Ks8dP2vWq1NcY6rT",
                     *         "revision": "Acme"
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       },
                     *       "status": "open",
                     *       "resolvedAt": "2026-03-02T09:30:00.000Z",
                     *       "resolvedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteCommentInChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCommentRepliesInChangeRequest: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Output format of content */
                format?: "document" | "markdown";
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "comment-reply",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "postedBy": {
                     *             "object": "user",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "displayName": "Ada Lovelace",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *             }
                     *           },
                     *           "postedAt": "2026-03-02T09:30:00.000Z",
                     *           "editedAt": "2026-03-02T09:30:00.000Z",
                     *           "reactions": [
                     *             {
                     *               "emoji": "1f4d8",
                     *               "count": 1,
                     *               "users": [
                     *                 {
                     *                   "user": {
                     *                     "object": "user",
                     *                     "id": "Vb2xQk7Rm4TzL9aN",
                     *                     "displayName": "Ada Lovelace",
                     *                     "urls": {
                     *                       "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                     }
                     *                   },
                     *                   "reactedAt": "2026-03-02T09:30:00.000Z"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "body": {},
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "permissions": {
                     *             "view": true,
                     *             "edit": true,
                     *             "reply": true,
                     *             "delete": true
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["CommentReply"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postCommentReplyInChangeRequest: {
        parameters: {
            query?: {
                /** @description Output format of content */
                format?: "document" | "markdown";
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": {
                 *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                 *       }
                 *     }
                 */
                "application/json": {
                    body: components["schemas"]["Content"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment-reply",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCommentReplyInChangeRequest: {
        parameters: {
            query?: {
                /** @description Output format of content */
                format?: "document" | "markdown";
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The comment id */
                commentId: components["parameters"]["pathCommentId"];
                /** @description The comment reply id */
                commentReplyId: components["parameters"]["pathCommentReplyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "comment-reply",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "postedBy": {
                     *         "object": "user",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "displayName": "Ada Lovelace",
                     *         "email": "ada@example.com",
                     *         "photoURL": "Acme",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "postedAt": "2026-03-02T09:30:00.000Z",
                     *       "editedAt": "2026-03-02T09:30:00.000Z",
                     *       "reactions": [
                     *         {
                     *           "emoji": "1f4d8",
                     *           "count": 1,
                     *           "users": [
                     *             {
                     *               "user": {
                     *                 "object": "user",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "displayName": "Ada Lovelace",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *                 }
                     *               },
                     *               "reactedAt": "2026-03-02T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "body": {
                     *         "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`."
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true,
                     *         "reply": true,
                     *         "delete": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchSpaceContent: {
        parameters: {
            query: {
                /** @description Text to search for */
                query: components["parameters"]["searchQuery"];
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "path": "getting-started",
                     *           "sections": [
                     *             {
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "title": "Getting started",
                     *               "path": "getting-started",
                     *               "body": "Could we add an example for the CLI flags?",
                     *               "urls": {
                     *                 "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *               }
                     *             }
                     *           ],
                     *           "urls": {
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["SpaceSearchItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCurrentRevision: {
        parameters: {
            query?: {
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "revision",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "parents": [
                     *         "Hc4nR8sLm2XwQ7pD"
                     *       ],
                     *       "pages": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "emoji": "1f4d8",
                     *           "icon": "Acme",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`.",
                     *           "type": "document",
                     *           "urls": {
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "slug": "getting-started",
                     *           "path": "getting-started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "documentId": "Vb2xQk7Rm4TzL9aN",
                     *           "pages": [
                     *             {
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "title": "Getting started",
                     *               "createdAt": "2026-03-02T09:30:00.000Z",
                     *               "updatedAt": "2026-03-02T09:30:00.000Z",
                     *               "type": "document",
                     *               "urls": {
                     *                 "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *               },
                     *               "slug": "getting-started",
                     *               "path": "getting-started",
                     *               "pages": [
                     *                 {
                     *                   "id": "Vb2xQk7Rm4TzL9aN",
                     *                   "title": "Getting started",
                     *                   "createdAt": "2026-03-02T09:30:00.000Z",
                     *                   "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                   "type": "document",
                     *                   "urls": {
                     *                     "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                   },
                     *                   "slug": "getting-started",
                     *                   "path": "getting-started",
                     *                   "pages": [],
                     *                   "layout": {
                     *                     "cover": true,
                     *                     "title": true,
                     *                     "description": true,
                     *                     "tableOfContents": true,
                     *                     "outline": true,
                     *                     "pagination": true,
                     *                     "width": "default",
                     *                     "coverSize": "hero",
                     *                     "coverMask": "none"
                     *                   }
                     *                 }
                     *               ],
                     *               "layout": {
                     *                 "cover": true,
                     *                 "title": true,
                     *                 "description": true,
                     *                 "tableOfContents": true,
                     *                 "outline": true,
                     *                 "pagination": true,
                     *                 "width": "default",
                     *                 "coverSize": "hero",
                     *                 "coverMask": "none"
                     *               }
                     *             }
                     *           ],
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           },
                     *           "layout": {
                     *             "cover": true,
                     *             "title": true,
                     *             "description": true,
                     *             "tableOfContents": true,
                     *             "outline": true,
                     *             "pagination": true,
                     *             "width": "default",
                     *             "coverSize": "hero",
                     *             "coverMask": "none"
                     *           },
                     *           "cover": {},
                     *           "variables": {
                     *             "product": "Acme"
                     *           },
                     *           "hidden": true,
                     *           "noIndex": true,
                     *           "noRobotsIndex": true,
                     *           "computed": {},
                     *           "computedSeed": "Acme",
                     *           "document": {
                     *             "object": "document",
                     *             "nodes": [
                     *               {
                     *                 "type": "Acme"
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "files": [
                     *         {
                     *           "object": "Acme",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "name": "Ada Lovelace",
                     *           "contentType": "image/png",
                     *           "downloadURL": "https://docs-api.example.com/files/blob/logo.png",
                     *           "size": 1,
                     *           "dimensions": {
                     *             "width": 1,
                     *             "height": 1
                     *           },
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           }
                     *         }
                     *       ],
                     *       "reusableContents": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "document": "Acme",
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           }
                     *         }
                     *       ],
                     *       "variables": {
                     *         "product": "Acme"
                     *       },
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "git": {
                     *         "oid": "Acme",
                     *         "message": "Add the installation guide",
                     *         "createdByGitBook": true,
                     *         "url": "https://acme.example.com/docs/",
                     *         "ref": "Acme"
                     *       },
                     *       "urls": {
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs",
                     *         "public": "https://acme.example.com/docs"
                     *       },
                     *       "type": "edits"
                     *     }
                     */
                    "application/json": components["schemas"]["Revision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    importContentInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://acme.example.com/docs/",
                 *       "source": "website"
                 *     }
                 */
                "application/json": components["schemas"]["ImportContentRequest"];
            };
        };
        responses: {
            /** @description Created: the revision made by the import */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "revision": "Acme",
                     *       "importedResources": 1,
                     *       "totalResources": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ImportContentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listPages: {
        parameters: {
            query?: {
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pages": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "emoji": "1f4d8",
                     *           "icon": "Acme",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`.",
                     *           "type": "document",
                     *           "urls": {
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "slug": "getting-started",
                     *           "path": "getting-started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "documentId": "Vb2xQk7Rm4TzL9aN",
                     *           "pages": [
                     *             {
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "title": "Getting started",
                     *               "createdAt": "2026-03-02T09:30:00.000Z",
                     *               "updatedAt": "2026-03-02T09:30:00.000Z",
                     *               "type": "document",
                     *               "urls": {
                     *                 "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *               },
                     *               "slug": "getting-started",
                     *               "path": "getting-started",
                     *               "pages": [
                     *                 {
                     *                   "id": "Vb2xQk7Rm4TzL9aN",
                     *                   "title": "Getting started",
                     *                   "createdAt": "2026-03-02T09:30:00.000Z",
                     *                   "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                   "type": "document",
                     *                   "urls": {
                     *                     "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                   },
                     *                   "slug": "getting-started",
                     *                   "path": "getting-started",
                     *                   "pages": [],
                     *                   "layout": {
                     *                     "cover": true,
                     *                     "title": true,
                     *                     "description": true,
                     *                     "tableOfContents": true,
                     *                     "outline": true,
                     *                     "pagination": true,
                     *                     "width": "default",
                     *                     "coverSize": "hero",
                     *                     "coverMask": "none"
                     *                   }
                     *                 }
                     *               ],
                     *               "layout": {
                     *                 "cover": true,
                     *                 "title": true,
                     *                 "description": true,
                     *                 "tableOfContents": true,
                     *                 "outline": true,
                     *                 "pagination": true,
                     *                 "width": "default",
                     *                 "coverSize": "hero",
                     *                 "coverMask": "none"
                     *               }
                     *             }
                     *           ],
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           },
                     *           "layout": {
                     *             "cover": true,
                     *             "title": true,
                     *             "description": true,
                     *             "tableOfContents": true,
                     *             "outline": true,
                     *             "pagination": true,
                     *             "width": "default",
                     *             "coverSize": "hero",
                     *             "coverMask": "none"
                     *           },
                     *           "cover": {},
                     *           "variables": {
                     *             "product": "Acme"
                     *           },
                     *           "hidden": true,
                     *           "noIndex": true,
                     *           "noRobotsIndex": true,
                     *           "computed": {},
                     *           "computedSeed": "Acme",
                     *           "document": {
                     *             "object": "document",
                     *             "nodes": [
                     *               {
                     *                 "type": "Acme"
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PagesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listFiles: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "Acme",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "name": "Ada Lovelace",
                     *           "contentType": "image/png",
                     *           "downloadURL": "https://docs-api.example.com/files/blob/logo.png",
                     *           "size": 1,
                     *           "dimensions": {
                     *             "width": 1,
                     *             "height": 1
                     *           },
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["File"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getFileById: {
        parameters: {
            query?: {
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The file id */
                fileId: components["parameters"]["pathFileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "Acme",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "name": "Ada Lovelace",
                     *       "contentType": "image/png",
                     *       "downloadURL": "https://docs-api.example.com/files/blob/logo.png",
                     *       "size": 1,
                     *       "dimensions": {
                     *         "width": 1,
                     *         "height": 1
                     *       },
                     *       "git": {
                     *         "oid": "Acme",
                     *         "path": "getting-started"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listFileBacklinksInSpace: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The file id */
                fileId: components["parameters"]["pathFileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "kind": "Acme",
                     *           "organization": {
                     *             "object": "organization",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "emailDomains": [
                     *               "acme.example.com"
                     *             ],
                     *             "type": "business",
                     *             "defaultRole": "admin",
                     *             "sso": true,
                     *             "ai": true,
                     *             "inviteLinks": true,
                     *             "plan": "free_2024",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *               "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *             },
                     *             "trial": {
                     *               "status": "notapplicable",
                     *               "count": 1
                     *             },
                     *             "permissions": {
                     *               "view": true,
                     *               "admin": true,
                     *               "ownTeam": true,
                     *               "createContent": true,
                     *               "createOpenAPISpec": true,
                     *               "ingestConversations": true,
                     *               "viewBilling": true,
                     *               "listMembers": true,
                     *               "listTeams": true,
                     *               "listIntegrations": true
                     *             }
                     *           },
                     *           "space": {
                     *             "object": "space",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "emoji": "1f4d8",
                     *             "visibility": "public",
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "updatedAt": "2026-03-02T09:30:00.000Z",
                     *             "editMode": "live",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *               "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *             },
                     *             "organization": "Vb2xQk7Rm4TzL9aN",
                     *             "revision": "Acme",
                     *             "defaultLevel": "admin",
                     *             "comments": 1,
                     *             "changeRequests": 1,
                     *             "changeRequestsOpen": 1,
                     *             "changeRequestsDraft": 1,
                     *             "permissions": {
                     *               "view": true,
                     *               "access": true,
                     *               "admin": true,
                     *               "viewInviteLinks": true,
                     *               "edit": true,
                     *               "triggerGitSync": true,
                     *               "comment": true,
                     *               "merge": true,
                     *               "review": true
                     *             }
                     *           },
                     *           "versionContext": {
                     *             "type": "Acme",
                     *             "revision": "Acme"
                     *           },
                     *           "file": {
                     *             "object": "Acme",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "name": "Ada Lovelace",
                     *             "contentType": "image/png",
                     *             "downloadURL": "https://docs-api.example.com/files/blob/logo.png",
                     *             "size": 1
                     *           },
                     *           "page": "eyJrIjoiY3Vyc29yIn0",
                     *           "url": "https://acme.example.com/docs/"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["ContentReference"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPageById: {
        parameters: {
            query?: {
                /** @description Output format of content */
                format?: "document" | "markdown";
                /** @description When true, the page content is evaluated */
                evaluated?: boolean;
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The page id */
                pageId: components["parameters"]["pathPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "emoji": "1f4d8",
                     *       "icon": "Acme",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`.",
                     *       "type": "document",
                     *       "urls": {
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "slug": "getting-started",
                     *       "path": "getting-started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "documentId": "Vb2xQk7Rm4TzL9aN",
                     *       "pages": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "emoji": "1f4d8",
                     *           "icon": "Acme",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`.",
                     *           "type": "document",
                     *           "urls": {
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "slug": "getting-started",
                     *           "path": "getting-started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "documentId": "Vb2xQk7Rm4TzL9aN",
                     *           "pages": [
                     *             {
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "title": "Getting started",
                     *               "createdAt": "2026-03-02T09:30:00.000Z",
                     *               "updatedAt": "2026-03-02T09:30:00.000Z",
                     *               "type": "document",
                     *               "urls": {
                     *                 "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *               },
                     *               "slug": "getting-started",
                     *               "path": "getting-started",
                     *               "pages": [
                     *                 {
                     *                   "id": "Vb2xQk7Rm4TzL9aN",
                     *                   "title": "Getting started",
                     *                   "createdAt": "2026-03-02T09:30:00.000Z",
                     *                   "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                   "type": "document",
                     *                   "urls": {
                     *                     "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                   },
                     *                   "slug": "getting-started",
                     *                   "path": "getting-started",
                     *                   "pages": [],
                     *                   "layout": {
                     *                     "cover": true,
                     *                     "title": true,
                     *                     "description": true,
                     *                     "tableOfContents": true,
                     *                     "outline": true,
                     *                     "pagination": true,
                     *                     "width": "default",
                     *                     "coverSize": "hero",
                     *                     "coverMask": "none"
                     *                   }
                     *                 }
                     *               ],
                     *               "layout": {
                     *                 "cover": true,
                     *                 "title": true,
                     *                 "description": true,
                     *                 "tableOfContents": true,
                     *                 "outline": true,
                     *                 "pagination": true,
                     *                 "width": "default",
                     *                 "coverSize": "hero",
                     *                 "coverMask": "none"
                     *               }
                     *             }
                     *           ],
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           },
                     *           "layout": {
                     *             "cover": true,
                     *             "title": true,
                     *             "description": true,
                     *             "tableOfContents": true,
                     *             "outline": true,
                     *             "pagination": true,
                     *             "width": "default",
                     *             "coverSize": "hero",
                     *             "coverMask": "none"
                     *           },
                     *           "cover": {},
                     *           "variables": {
                     *             "product": "Acme"
                     *           },
                     *           "hidden": true,
                     *           "noIndex": true,
                     *           "noRobotsIndex": true,
                     *           "computed": {},
                     *           "computedSeed": "Acme",
                     *           "document": {
                     *             "object": "document",
                     *             "nodes": [
                     *               {
                     *                 "type": "Acme"
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "git": {
                     *         "oid": "Acme",
                     *         "path": "getting-started"
                     *       },
                     *       "layout": {
                     *         "cover": true,
                     *         "title": true,
                     *         "description": true,
                     *         "tableOfContents": true,
                     *         "outline": true,
                     *         "pagination": true,
                     *         "width": "default",
                     *         "coverSize": "hero",
                     *         "coverMask": "none"
                     *       },
                     *       "cover": {
                     *         "ref": {},
                     *         "refDark": {},
                     *         "yPos": 1
                     *       },
                     *       "variables": {
                     *         "product": "Acme"
                     *       },
                     *       "hidden": true,
                     *       "noIndex": true,
                     *       "noRobotsIndex": true,
                     *       "computed": {
                     *         "type": "Acme",
                     *         "dependencies": {},
                     *         "props": {}
                     *       },
                     *       "computedSeed": "Acme",
                     *       "document": {
                     *         "object": "document",
                     *         "nodes": [
                     *           {
                     *             "type": "Acme"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPageLinksInSpace: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Only links with this status */
                status?: "ok" | "broken" | "in-app";
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The page id */
                pageId: components["parameters"]["pathPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "status": "ok",
                     *           "relation": "Acme",
                     *           "targetReference": {
                     *             "kind": "Acme"
                     *           },
                     *           "locationReferences": [
                     *             {
                     *               "kind": "Acme"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "stats": {
                     *         "total": 1,
                     *         "broken": {
                     *           "total": 1,
                     *           "changeRequest": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LinkListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getRevisionOfChangeRequestById: {
        parameters: {
            query?: {
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "revision",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "parents": [
                     *         "Hc4nR8sLm2XwQ7pD"
                     *       ],
                     *       "pages": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "emoji": "1f4d8",
                     *           "icon": "Acme",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`.",
                     *           "type": "document",
                     *           "urls": {
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "slug": "getting-started",
                     *           "path": "getting-started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "documentId": "Vb2xQk7Rm4TzL9aN",
                     *           "pages": [
                     *             {
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "title": "Getting started",
                     *               "createdAt": "2026-03-02T09:30:00.000Z",
                     *               "updatedAt": "2026-03-02T09:30:00.000Z",
                     *               "type": "document",
                     *               "urls": {
                     *                 "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *               },
                     *               "slug": "getting-started",
                     *               "path": "getting-started",
                     *               "pages": [
                     *                 {
                     *                   "id": "Vb2xQk7Rm4TzL9aN",
                     *                   "title": "Getting started",
                     *                   "createdAt": "2026-03-02T09:30:00.000Z",
                     *                   "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                   "type": "document",
                     *                   "urls": {
                     *                     "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                   },
                     *                   "slug": "getting-started",
                     *                   "path": "getting-started",
                     *                   "pages": [],
                     *                   "layout": {
                     *                     "cover": true,
                     *                     "title": true,
                     *                     "description": true,
                     *                     "tableOfContents": true,
                     *                     "outline": true,
                     *                     "pagination": true,
                     *                     "width": "default",
                     *                     "coverSize": "hero",
                     *                     "coverMask": "none"
                     *                   }
                     *                 }
                     *               ],
                     *               "layout": {
                     *                 "cover": true,
                     *                 "title": true,
                     *                 "description": true,
                     *                 "tableOfContents": true,
                     *                 "outline": true,
                     *                 "pagination": true,
                     *                 "width": "default",
                     *                 "coverSize": "hero",
                     *                 "coverMask": "none"
                     *               }
                     *             }
                     *           ],
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           },
                     *           "layout": {
                     *             "cover": true,
                     *             "title": true,
                     *             "description": true,
                     *             "tableOfContents": true,
                     *             "outline": true,
                     *             "pagination": true,
                     *             "width": "default",
                     *             "coverSize": "hero",
                     *             "coverMask": "none"
                     *           },
                     *           "cover": {},
                     *           "variables": {
                     *             "product": "Acme"
                     *           },
                     *           "hidden": true,
                     *           "noIndex": true,
                     *           "noRobotsIndex": true,
                     *           "computed": {},
                     *           "computedSeed": "Acme",
                     *           "document": {
                     *             "object": "document",
                     *             "nodes": [
                     *               {
                     *                 "type": "Acme"
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "files": [
                     *         {
                     *           "object": "Acme",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "name": "Ada Lovelace",
                     *           "contentType": "image/png",
                     *           "downloadURL": "https://docs-api.example.com/files/blob/logo.png",
                     *           "size": 1,
                     *           "dimensions": {
                     *             "width": 1,
                     *             "height": 1
                     *           },
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           }
                     *         }
                     *       ],
                     *       "reusableContents": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "document": "Acme",
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           }
                     *         }
                     *       ],
                     *       "variables": {
                     *         "product": "Acme"
                     *       },
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "git": {
                     *         "oid": "Acme",
                     *         "message": "Add the installation guide",
                     *         "createdByGitBook": true,
                     *         "url": "https://acme.example.com/docs/",
                     *         "ref": "Acme"
                     *       },
                     *       "urls": {
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs",
                     *         "public": "https://acme.example.com/docs"
                     *       },
                     *       "type": "edits"
                     *     }
                     */
                    "application/json": components["schemas"]["Revision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    importContentInChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://acme.example.com/docs/",
                 *       "source": "website"
                 *     }
                 */
                "application/json": components["schemas"]["ImportContentRequest"];
            };
        };
        responses: {
            /** @description Created: the revision made by the import */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "revision": "Acme",
                     *       "importedResources": 1,
                     *       "totalResources": 1
                     *     }
                     */
                    "application/json": components["schemas"]["ImportContentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listPagesInChangeRequest: {
        parameters: {
            query?: {
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pages": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "emoji": "1f4d8",
                     *           "icon": "Acme",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`.",
                     *           "type": "document",
                     *           "urls": {
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "slug": "getting-started",
                     *           "path": "getting-started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "documentId": "Vb2xQk7Rm4TzL9aN",
                     *           "pages": [
                     *             {
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "title": "Getting started",
                     *               "createdAt": "2026-03-02T09:30:00.000Z",
                     *               "updatedAt": "2026-03-02T09:30:00.000Z",
                     *               "type": "document",
                     *               "urls": {
                     *                 "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *               },
                     *               "slug": "getting-started",
                     *               "path": "getting-started",
                     *               "pages": [
                     *                 {
                     *                   "id": "Vb2xQk7Rm4TzL9aN",
                     *                   "title": "Getting started",
                     *                   "createdAt": "2026-03-02T09:30:00.000Z",
                     *                   "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                   "type": "document",
                     *                   "urls": {
                     *                     "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                   },
                     *                   "slug": "getting-started",
                     *                   "path": "getting-started",
                     *                   "pages": [],
                     *                   "layout": {
                     *                     "cover": true,
                     *                     "title": true,
                     *                     "description": true,
                     *                     "tableOfContents": true,
                     *                     "outline": true,
                     *                     "pagination": true,
                     *                     "width": "default",
                     *                     "coverSize": "hero",
                     *                     "coverMask": "none"
                     *                   }
                     *                 }
                     *               ],
                     *               "layout": {
                     *                 "cover": true,
                     *                 "title": true,
                     *                 "description": true,
                     *                 "tableOfContents": true,
                     *                 "outline": true,
                     *                 "pagination": true,
                     *                 "width": "default",
                     *                 "coverSize": "hero",
                     *                 "coverMask": "none"
                     *               }
                     *             }
                     *           ],
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           },
                     *           "layout": {
                     *             "cover": true,
                     *             "title": true,
                     *             "description": true,
                     *             "tableOfContents": true,
                     *             "outline": true,
                     *             "pagination": true,
                     *             "width": "default",
                     *             "coverSize": "hero",
                     *             "coverMask": "none"
                     *           },
                     *           "cover": {},
                     *           "variables": {
                     *             "product": "Acme"
                     *           },
                     *           "hidden": true,
                     *           "noIndex": true,
                     *           "noRobotsIndex": true,
                     *           "computed": {},
                     *           "computedSeed": "Acme",
                     *           "document": {
                     *             "object": "document",
                     *             "nodes": [
                     *               {
                     *                 "type": "Acme"
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PagesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listFilesInChangeRequestById: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "Acme",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "name": "Ada Lovelace",
                     *           "contentType": "image/png",
                     *           "downloadURL": "https://docs-api.example.com/files/blob/logo.png",
                     *           "size": 1,
                     *           "dimensions": {
                     *             "width": 1,
                     *             "height": 1
                     *           },
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["File"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getFileInChangeRequestById: {
        parameters: {
            query?: {
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The file id */
                fileId: components["parameters"]["pathFileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "Acme",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "name": "Ada Lovelace",
                     *       "contentType": "image/png",
                     *       "downloadURL": "https://docs-api.example.com/files/blob/logo.png",
                     *       "size": 1,
                     *       "dimensions": {
                     *         "width": 1,
                     *         "height": 1
                     *       },
                     *       "git": {
                     *         "oid": "Acme",
                     *         "path": "getting-started"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["File"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listFileBacklinksInChangeRequest: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The file id */
                fileId: components["parameters"]["pathFileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "kind": "Acme",
                     *           "organization": {
                     *             "object": "organization",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "emailDomains": [
                     *               "acme.example.com"
                     *             ],
                     *             "type": "business",
                     *             "defaultRole": "admin",
                     *             "sso": true,
                     *             "ai": true,
                     *             "inviteLinks": true,
                     *             "plan": "free_2024",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *               "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *             },
                     *             "trial": {
                     *               "status": "notapplicable",
                     *               "count": 1
                     *             },
                     *             "permissions": {
                     *               "view": true,
                     *               "admin": true,
                     *               "ownTeam": true,
                     *               "createContent": true,
                     *               "createOpenAPISpec": true,
                     *               "ingestConversations": true,
                     *               "viewBilling": true,
                     *               "listMembers": true,
                     *               "listTeams": true,
                     *               "listIntegrations": true
                     *             }
                     *           },
                     *           "space": {
                     *             "object": "space",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "emoji": "1f4d8",
                     *             "visibility": "public",
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "updatedAt": "2026-03-02T09:30:00.000Z",
                     *             "editMode": "live",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *               "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *             },
                     *             "organization": "Vb2xQk7Rm4TzL9aN",
                     *             "revision": "Acme",
                     *             "defaultLevel": "admin",
                     *             "comments": 1,
                     *             "changeRequests": 1,
                     *             "changeRequestsOpen": 1,
                     *             "changeRequestsDraft": 1,
                     *             "permissions": {
                     *               "view": true,
                     *               "access": true,
                     *               "admin": true,
                     *               "viewInviteLinks": true,
                     *               "edit": true,
                     *               "triggerGitSync": true,
                     *               "comment": true,
                     *               "merge": true,
                     *               "review": true
                     *             }
                     *           },
                     *           "versionContext": {
                     *             "type": "Acme",
                     *             "revision": "Acme"
                     *           },
                     *           "file": {
                     *             "object": "Acme",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "name": "Ada Lovelace",
                     *             "contentType": "image/png",
                     *             "downloadURL": "https://docs-api.example.com/files/blob/logo.png",
                     *             "size": 1
                     *           },
                     *           "page": "eyJrIjoiY3Vyc29yIn0",
                     *           "url": "https://acme.example.com/docs/"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["ContentReference"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPageInChangeRequestById: {
        parameters: {
            query?: {
                /** @description Output format of content */
                format?: "document" | "markdown";
                /** @description When true, the page content is evaluated */
                evaluated?: boolean;
                /** @description When false, the mutable `git` metadata is left out */
                metadata?: boolean;
                /** @description When false, content is not computed */
                computed?: components["parameters"]["computed"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The page id */
                pageId: components["parameters"]["pathPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "emoji": "1f4d8",
                     *       "icon": "Acme",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`.",
                     *       "type": "document",
                     *       "urls": {
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       },
                     *       "slug": "getting-started",
                     *       "path": "getting-started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "documentId": "Vb2xQk7Rm4TzL9aN",
                     *       "pages": [
                     *         {
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "emoji": "1f4d8",
                     *           "icon": "Acme",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "markdown": "# Getting started\n\nInstall the CLI with `npm install --global acme-cli`.",
                     *           "type": "document",
                     *           "urls": {
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           },
                     *           "slug": "getting-started",
                     *           "path": "getting-started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "documentId": "Vb2xQk7Rm4TzL9aN",
                     *           "pages": [
                     *             {
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "title": "Getting started",
                     *               "createdAt": "2026-03-02T09:30:00.000Z",
                     *               "updatedAt": "2026-03-02T09:30:00.000Z",
                     *               "type": "document",
                     *               "urls": {
                     *                 "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *               },
                     *               "slug": "getting-started",
                     *               "path": "getting-started",
                     *               "pages": [
                     *                 {
                     *                   "id": "Vb2xQk7Rm4TzL9aN",
                     *                   "title": "Getting started",
                     *                   "createdAt": "2026-03-02T09:30:00.000Z",
                     *                   "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                   "type": "document",
                     *                   "urls": {
                     *                     "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                   },
                     *                   "slug": "getting-started",
                     *                   "path": "getting-started",
                     *                   "pages": [],
                     *                   "layout": {
                     *                     "cover": true,
                     *                     "title": true,
                     *                     "description": true,
                     *                     "tableOfContents": true,
                     *                     "outline": true,
                     *                     "pagination": true,
                     *                     "width": "default",
                     *                     "coverSize": "hero",
                     *                     "coverMask": "none"
                     *                   }
                     *                 }
                     *               ],
                     *               "layout": {
                     *                 "cover": true,
                     *                 "title": true,
                     *                 "description": true,
                     *                 "tableOfContents": true,
                     *                 "outline": true,
                     *                 "pagination": true,
                     *                 "width": "default",
                     *                 "coverSize": "hero",
                     *                 "coverMask": "none"
                     *               }
                     *             }
                     *           ],
                     *           "git": {
                     *             "oid": "Acme",
                     *             "path": "getting-started"
                     *           },
                     *           "layout": {
                     *             "cover": true,
                     *             "title": true,
                     *             "description": true,
                     *             "tableOfContents": true,
                     *             "outline": true,
                     *             "pagination": true,
                     *             "width": "default",
                     *             "coverSize": "hero",
                     *             "coverMask": "none"
                     *           },
                     *           "cover": {},
                     *           "variables": {
                     *             "product": "Acme"
                     *           },
                     *           "hidden": true,
                     *           "noIndex": true,
                     *           "noRobotsIndex": true,
                     *           "computed": {},
                     *           "computedSeed": "Acme",
                     *           "document": {
                     *             "object": "document",
                     *             "nodes": [
                     *               {
                     *                 "type": "Acme"
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "git": {
                     *         "oid": "Acme",
                     *         "path": "getting-started"
                     *       },
                     *       "layout": {
                     *         "cover": true,
                     *         "title": true,
                     *         "description": true,
                     *         "tableOfContents": true,
                     *         "outline": true,
                     *         "pagination": true,
                     *         "width": "default",
                     *         "coverSize": "hero",
                     *         "coverMask": "none"
                     *       },
                     *       "cover": {
                     *         "ref": {},
                     *         "refDark": {},
                     *         "yPos": 1
                     *       },
                     *       "variables": {
                     *         "product": "Acme"
                     *       },
                     *       "hidden": true,
                     *       "noIndex": true,
                     *       "noRobotsIndex": true,
                     *       "computed": {
                     *         "type": "Acme",
                     *         "dependencies": {},
                     *         "props": {}
                     *       },
                     *       "computedSeed": "Acme",
                     *       "document": {
                     *         "object": "document",
                     *         "nodes": [
                     *           {
                     *             "type": "Acme"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Page"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPageLinksInChangeRequest: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The space id */
                spaceId: components["parameters"]["pathSpaceId"];
                /** @description The change request id, or its number within the space */
                changeRequestId: components["parameters"]["pathChangeRequestId"];
                /** @description The page id */
                pageId: components["parameters"]["pathPageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "status": "ok",
                     *           "relation": "Acme",
                     *           "targetReference": {
                     *             "kind": "Acme"
                     *           },
                     *           "locationReferences": [
                     *             {
                     *               "kind": "Acme"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "stats": {
                     *         "total": 1,
                     *         "broken": {
                     *           "total": 1,
                     *           "changeRequest": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["LinkListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSites: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description Only sites that include this space id */
                space?: string;
                /** @description Only sites with this title */
                title?: string;
                /** @description Only published (true) or unpublished (false) sites */
                published?: boolean;
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "site",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "type": "basic",
                     *           "title": "Getting started",
                     *           "icon": {
                     *             "icon": {}
                     *           },
                     *           "hostname": "docs.acme.example.com",
                     *           "basename": "docs",
                     *           "proxy": {
                     *             "origin": "Acme",
                     *             "target": "Acme"
                     *           },
                     *           "visibility": "public",
                     *           "published": true,
                     *           "siteSpaces": 1,
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "adaptiveContent": {
                     *             "enabled": true
                     *           },
                     *           "ads": {},
                     *           "agentsContext": "excluded",
                     *           "features": [
                     *             {
                     *               "id": "sites-adaptive-content",
                     *               "plan": "basic",
                     *               "frozen": true
                     *             }
                     *           ],
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["Site"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "type": "basic",
                 *       "title": "Getting started",
                 *       "visibility": "public",
                 *       "spaces": [
                 *         "Ks8dP2vWq1NcY6rT"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @default basic
                     * @enum {string}
                     */
                    type?: "basic" | "premium" | "ultimate" | "sponsored" | "legacy-basic" | "legacy-premium";
                    title?: string;
                    /**
                     * @description public: anyone, indexed; unlisted: anyone, not indexed; share-link: secret token in the URL; visitor-auth: visitors authenticated via JWT
                     * @enum {string}
                     */
                    visibility?: "public" | "unlisted" | "share-link" | "visitor-auth";
                    /** @description The spaces of the new site: an array of space ids, or the value that creates a new space. The contract does not name that value; `new` is used here */
                    spaces?: string[] | "new";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "type": "basic",
                     *       "title": "Getting started",
                     *       "icon": {
                     *         "icon": {}
                     *       },
                     *       "hostname": "docs.acme.example.com",
                     *       "basename": "docs",
                     *       "proxy": {
                     *         "origin": "Acme",
                     *         "target": "Acme"
                     *       },
                     *       "visibility": "public",
                     *       "published": true,
                     *       "siteSpaces": 1,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "adaptiveContent": {
                     *         "enabled": true
                     *       },
                     *       "ads": {
                     *         "status": "pending",
                     *         "submittable": true
                     *       },
                     *       "agentsContext": "excluded",
                     *       "features": [
                     *         {
                     *           "id": "sites-adaptive-content",
                     *           "plan": "basic",
                     *           "frozen": true
                     *         }
                     *       ],
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getSiteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "type": "basic",
                     *       "title": "Getting started",
                     *       "icon": {
                     *         "icon": {}
                     *       },
                     *       "hostname": "docs.acme.example.com",
                     *       "basename": "docs",
                     *       "proxy": {
                     *         "origin": "Acme",
                     *         "target": "Acme"
                     *       },
                     *       "visibility": "public",
                     *       "published": true,
                     *       "siteSpaces": 1,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "adaptiveContent": {
                     *         "enabled": true
                     *       },
                     *       "ads": {
                     *         "status": "pending",
                     *         "submittable": true
                     *       },
                     *       "agentsContext": "excluded",
                     *       "features": [
                     *         {
                     *           "id": "sites-adaptive-content",
                     *           "plan": "basic",
                     *           "frozen": true
                     *         }
                     *       ],
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSiteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSiteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started",
                 *       "visibility": "public",
                 *       "basename": "docs",
                 *       "adaptiveContent": {
                 *         "enabled": true
                 *       },
                 *       "agentsContext": "excluded",
                 *       "defaultSiteSpace": "Acme",
                 *       "defaultSiteSection": "Acme",
                 *       "proxy": "acme.example.com/docs"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /**
                     * @description public: anyone, indexed; unlisted: anyone, not indexed; share-link: secret token in the URL; visitor-auth: visitors authenticated via JWT
                     * @enum {string}
                     */
                    visibility?: "public" | "unlisted" | "share-link" | "visitor-auth";
                    basename?: string;
                    adaptiveContent?: {
                        enabled: boolean;
                    };
                    /**
                     * @description excluded: agents cannot access the site; included: agents can
                     * @enum {string}
                     */
                    agentsContext?: "excluded" | "included";
                    /** @description Id of the site space to make the default */
                    defaultSiteSpace?: string;
                    /** @description Id of the site section to make the default */
                    defaultSiteSection?: string;
                    /** @description A host plus one or more path segments, for hosting the site under a subdirectory of a domain; null removes the proxy */
                    proxy?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "type": "basic",
                     *       "title": "Getting started",
                     *       "icon": {
                     *         "icon": {}
                     *       },
                     *       "hostname": "docs.acme.example.com",
                     *       "basename": "docs",
                     *       "proxy": {
                     *         "origin": "Acme",
                     *         "target": "Acme"
                     *       },
                     *       "visibility": "public",
                     *       "published": true,
                     *       "siteSpaces": 1,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "adaptiveContent": {
                     *         "enabled": true
                     *       },
                     *       "ads": {
                     *         "status": "pending",
                     *         "submittable": true
                     *       },
                     *       "agentsContext": "excluded",
                     *       "features": [
                     *         {
                     *           "id": "sites-adaptive-content",
                     *           "plan": "basic",
                     *           "frozen": true
                     *         }
                     *       ],
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getSiteAdaptiveSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-adaptive-schema",
                     *       "jsonSchema": {
                     *         "type": "object",
                     *         "properties": {},
                     *         "additionalProperties": false
                     *       },
                     *       "updatedAt": "2026-03-02T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SiteAdaptiveSchema"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSiteAdaptiveSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "jsonSchema": {
                 *         "type": "object",
                 *         "properties": {},
                 *         "additionalProperties": false
                 *       }
                 *     }
                 */
                "application/json": {
                    jsonSchema: components["schemas"]["SiteAdaptiveJsonSchema"];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-adaptive-schema",
                     *       "jsonSchema": {
                     *         "type": "object",
                     *         "properties": {},
                     *         "additionalProperties": false
                     *       },
                     *       "updatedAt": "2026-03-02T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SiteAdaptiveSchema"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSiteAdaptiveTemplateConditions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "description": "Install the CLI and publish your first space.",
                     *           "condition": "Acme"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SiteAdaptiveTemplateConditions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPublishedContentSite: {
        parameters: {
            query?: {
                /** @description Secret key of a share link; resolves published URLs of share-link sites */
                shareKey?: components["parameters"]["shareKey"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "published-content-site",
                     *       "site": {
                     *         "object": "site",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "type": "basic",
                     *         "title": "Getting started",
                     *         "icon": {
                     *           "icon": {}
                     *         },
                     *         "hostname": "docs.acme.example.com",
                     *         "basename": "docs",
                     *         "proxy": {
                     *           "origin": "Acme",
                     *           "target": "Acme"
                     *         },
                     *         "visibility": "public",
                     *         "published": true,
                     *         "siteSpaces": 1,
                     *         "createdAt": "2026-03-02T09:30:00.000Z",
                     *         "adaptiveContent": {
                     *           "enabled": true
                     *         },
                     *         "ads": {},
                     *         "agentsContext": "excluded",
                     *         "features": [
                     *           {
                     *             "id": "sites-adaptive-content",
                     *             "plan": "basic",
                     *             "frozen": true
                     *           }
                     *         ],
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *           "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *         }
                     *       },
                     *       "structure": {
                     *         "type": "sections",
                     *         "structure": [
                     *           {
                     *             "object": "site-section",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "default": true,
                     *             "path": "getting-started",
                     *             "siteSpaces": [
                     *               {
                     *                 "object": "site-space",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "path": "getting-started",
                     *                 "title": "Getting started",
                     *                 "default": true,
                     *                 "hasAdvancedCustomizationFeature": true,
                     *                 "space": {
                     *                   "object": "space",
                     *                   "id": "Vb2xQk7Rm4TzL9aN",
                     *                   "title": "Getting started",
                     *                   "emoji": "1f4d8",
                     *                   "visibility": "public",
                     *                   "createdAt": "2026-03-02T09:30:00.000Z",
                     *                   "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                   "editMode": "live",
                     *                   "urls": {
                     *                     "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *                     "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                   },
                     *                   "organization": "Vb2xQk7Rm4TzL9aN",
                     *                   "revision": "Acme",
                     *                   "defaultLevel": "admin",
                     *                   "comments": 1,
                     *                   "changeRequests": 1,
                     *                   "changeRequestsOpen": 1,
                     *                   "changeRequestsDraft": 1,
                     *                   "permissions": {
                     *                     "view": true,
                     *                     "access": true,
                     *                     "admin": true,
                     *                     "viewInviteLinks": true,
                     *                     "edit": true,
                     *                     "triggerGitSync": true,
                     *                     "comment": true,
                     *                     "merge": true,
                     *                     "review": true
                     *                   }
                     *                 },
                     *                 "urls": {}
                     *               }
                     *             ],
                     *             "urls": {}
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PublishedContentSite"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    publishSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "type": "basic",
                     *       "title": "Getting started",
                     *       "icon": {
                     *         "icon": {}
                     *       },
                     *       "hostname": "docs.acme.example.com",
                     *       "basename": "docs",
                     *       "proxy": {
                     *         "origin": "Acme",
                     *         "target": "Acme"
                     *       },
                     *       "visibility": "public",
                     *       "published": true,
                     *       "siteSpaces": 1,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "adaptiveContent": {
                     *         "enabled": true
                     *       },
                     *       "ads": {
                     *         "status": "pending",
                     *         "submittable": true
                     *       },
                     *       "agentsContext": "excluded",
                     *       "features": [
                     *         {
                     *           "id": "sites-adaptive-content",
                     *           "plan": "basic",
                     *           "frozen": true
                     *         }
                     *       ],
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    unpublishSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "type": "basic",
                     *       "title": "Getting started",
                     *       "icon": {
                     *         "icon": {}
                     *       },
                     *       "hostname": "docs.acme.example.com",
                     *       "basename": "docs",
                     *       "proxy": {
                     *         "origin": "Acme",
                     *         "target": "Acme"
                     *       },
                     *       "visibility": "public",
                     *       "published": true,
                     *       "siteSpaces": 1,
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "adaptiveContent": {
                     *         "enabled": true
                     *       },
                     *       "ads": {
                     *         "status": "pending",
                     *         "submittable": true
                     *       },
                     *       "agentsContext": "excluded",
                     *       "features": [
                     *         {
                     *           "id": "sites-adaptive-content",
                     *           "plan": "basic",
                     *           "frozen": true
                     *         }
                     *       ],
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN",
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSiteSections: {
        parameters: {
            query?: {
                /** @description Secret key of a share link; resolves published URLs of share-link sites */
                shareKey?: components["parameters"]["shareKey"];
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "site-section",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "default": true,
                     *           "path": "getting-started",
                     *           "condition": "Acme",
                     *           "sectionGroup": "Acme",
                     *           "icon": "Acme",
                     *           "siteSpaces": [
                     *             {
                     *               "object": "site-space",
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "path": "getting-started",
                     *               "title": "Getting started",
                     *               "default": true,
                     *               "hasAdvancedCustomizationFeature": true,
                     *               "space": {
                     *                 "object": "space",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "title": "Getting started",
                     *                 "emoji": "1f4d8",
                     *                 "visibility": "public",
                     *                 "createdAt": "2026-03-02T09:30:00.000Z",
                     *                 "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                 "editMode": "live",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *                   "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                 },
                     *                 "organization": "Vb2xQk7Rm4TzL9aN",
                     *                 "revision": "Acme",
                     *                 "defaultLevel": "admin",
                     *                 "comments": 1,
                     *                 "changeRequests": 1,
                     *                 "changeRequestsOpen": 1,
                     *                 "changeRequestsDraft": 1,
                     *                 "permissions": {
                     *                   "view": true,
                     *                   "access": true,
                     *                   "admin": true,
                     *                   "viewInviteLinks": true,
                     *                   "edit": true,
                     *                   "triggerGitSync": true,
                     *                   "comment": true,
                     *                   "merge": true,
                     *                   "review": true
                     *                 }
                     *               },
                     *               "urls": {}
                     *             }
                     *           ],
                     *           "urls": {}
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["SiteSection"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addSectionToSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "spaceId": "Vb2xQk7Rm4TzL9aN",
                 *       "title": "Getting started",
                 *       "icon": "Acme"
                 *     }
                 */
                "application/json": {
                    /** @description The space to add as a site space variant of the new section */
                    spaceId: string;
                    title?: string | null;
                    icon?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-section",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "default": true,
                     *       "path": "getting-started",
                     *       "condition": "Acme",
                     *       "sectionGroup": "Acme",
                     *       "icon": "Acme",
                     *       "siteSpaces": [
                     *         {
                     *           "object": "site-space",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "path": "getting-started",
                     *           "section": "Acme",
                     *           "title": "Getting started",
                     *           "default": true,
                     *           "condition": "Acme",
                     *           "hasAdvancedCustomizationFeature": true,
                     *           "space": {
                     *             "object": "space",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "emoji": "1f4d8",
                     *             "visibility": "public",
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "updatedAt": "2026-03-02T09:30:00.000Z",
                     *             "editMode": "live",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *               "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *             },
                     *             "organization": "Vb2xQk7Rm4TzL9aN",
                     *             "revision": "Acme",
                     *             "defaultLevel": "admin",
                     *             "comments": 1,
                     *             "changeRequests": 1,
                     *             "changeRequestsOpen": 1,
                     *             "changeRequestsDraft": 1,
                     *             "permissions": {
                     *               "view": true,
                     *               "access": true,
                     *               "admin": true,
                     *               "viewInviteLinks": true,
                     *               "edit": true,
                     *               "triggerGitSync": true,
                     *               "comment": true,
                     *               "merge": true,
                     *               "review": true
                     *             }
                     *           },
                     *           "urls": {}
                     *         }
                     *       ],
                     *       "urls": {
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteSiteSectionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site section id */
                siteSectionId: components["parameters"]["pathSiteSectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSiteSectionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site section id */
                siteSectionId: components["parameters"]["pathSiteSectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started",
                 *       "path": "getting-started",
                 *       "defaultSiteSpace": "Acme",
                 *       "condition": "Acme",
                 *       "icon": "Acme",
                 *       "description": "Install the CLI and publish your first space."
                 *     }
                 */
                "application/json": {
                    title?: string;
                    /** @description Path of the section on the site */
                    path?: string;
                    /** @description Id of the site space to make the default of the section */
                    defaultSiteSpace?: string;
                    /** @description Expression deciding whether the element is shown to a visitor. Omitted: unchanged; null: removes the condition */
                    condition?: string | null;
                    icon?: string | null;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-section",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "default": true,
                     *       "path": "getting-started",
                     *       "condition": "Acme",
                     *       "sectionGroup": "Acme",
                     *       "icon": "Acme",
                     *       "siteSpaces": [
                     *         {
                     *           "object": "site-space",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "path": "getting-started",
                     *           "section": "Acme",
                     *           "title": "Getting started",
                     *           "default": true,
                     *           "condition": "Acme",
                     *           "hasAdvancedCustomizationFeature": true,
                     *           "space": {
                     *             "object": "space",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "emoji": "1f4d8",
                     *             "visibility": "public",
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "updatedAt": "2026-03-02T09:30:00.000Z",
                     *             "editMode": "live",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *               "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *             },
                     *             "organization": "Vb2xQk7Rm4TzL9aN",
                     *             "revision": "Acme",
                     *             "defaultLevel": "admin",
                     *             "comments": 1,
                     *             "changeRequests": 1,
                     *             "changeRequestsOpen": 1,
                     *             "changeRequestsDraft": 1,
                     *             "permissions": {
                     *               "view": true,
                     *               "access": true,
                     *               "admin": true,
                     *               "viewInviteLinks": true,
                     *               "edit": true,
                     *               "triggerGitSync": true,
                     *               "comment": true,
                     *               "merge": true,
                     *               "review": true
                     *             }
                     *           },
                     *           "urls": {}
                     *         }
                     *       ],
                     *       "urls": {
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    moveSiteSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site section id */
                siteSectionId: components["parameters"]["pathSiteSectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "position": {
                 *         "before": {
                 *           "type": "site-section",
                 *           "siteSection": "Acme"
                 *         },
                 *         "after": {
                 *           "type": "site-section",
                 *           "siteSection": "Acme"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    position: {
                        before?: {
                            /** @constant */
                            type: "site-section";
                            siteSection: string;
                        };
                        after?: {
                            /** @constant */
                            type: "site-section";
                            siteSection: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-section",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "description": "Install the CLI and publish your first space.",
                     *       "default": true,
                     *       "path": "getting-started",
                     *       "condition": "Acme",
                     *       "sectionGroup": "Acme",
                     *       "icon": "Acme",
                     *       "siteSpaces": [
                     *         {
                     *           "object": "site-space",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "path": "getting-started",
                     *           "section": "Acme",
                     *           "title": "Getting started",
                     *           "default": true,
                     *           "condition": "Acme",
                     *           "hasAdvancedCustomizationFeature": true,
                     *           "space": {
                     *             "object": "space",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "emoji": "1f4d8",
                     *             "visibility": "public",
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "updatedAt": "2026-03-02T09:30:00.000Z",
                     *             "editMode": "live",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *               "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *             },
                     *             "organization": "Vb2xQk7Rm4TzL9aN",
                     *             "revision": "Acme",
                     *             "defaultLevel": "admin",
                     *             "comments": 1,
                     *             "changeRequests": 1,
                     *             "changeRequestsOpen": 1,
                     *             "changeRequestsDraft": 1,
                     *             "permissions": {
                     *               "view": true,
                     *               "access": true,
                     *               "admin": true,
                     *               "viewInviteLinks": true,
                     *               "edit": true,
                     *               "triggerGitSync": true,
                     *               "comment": true,
                     *               "merge": true,
                     *               "review": true
                     *             }
                     *           },
                     *           "urls": {}
                     *         }
                     *       ],
                     *       "urls": {
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSiteSectionGroups: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "site-section-group",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "icon": "Acme",
                     *           "sections": [
                     *             {
                     *               "object": "site-section",
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "title": "Getting started",
                     *               "default": true,
                     *               "path": "getting-started",
                     *               "siteSpaces": [
                     *                 {
                     *                   "object": "site-space",
                     *                   "id": "Vb2xQk7Rm4TzL9aN",
                     *                   "path": "getting-started",
                     *                   "title": "Getting started",
                     *                   "default": true,
                     *                   "hasAdvancedCustomizationFeature": true,
                     *                   "space": {
                     *                     "object": "space",
                     *                     "id": "Vb2xQk7Rm4TzL9aN",
                     *                     "title": "Getting started",
                     *                     "emoji": "1f4d8",
                     *                     "visibility": "public",
                     *                     "createdAt": "2026-03-02T09:30:00.000Z",
                     *                     "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                     "editMode": "live",
                     *                     "urls": {
                     *                       "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *                       "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                     },
                     *                     "organization": "Vb2xQk7Rm4TzL9aN",
                     *                     "revision": "Acme",
                     *                     "defaultLevel": "admin",
                     *                     "comments": 1,
                     *                     "changeRequests": 1,
                     *                     "changeRequestsOpen": 1,
                     *                     "changeRequestsDraft": 1,
                     *                     "permissions": {
                     *                       "view": true,
                     *                       "access": true,
                     *                       "admin": true,
                     *                       "viewInviteLinks": true,
                     *                       "edit": true,
                     *                       "triggerGitSync": true,
                     *                       "comment": true,
                     *                       "merge": true,
                     *                       "review": true
                     *                     }
                     *                   },
                     *                   "urls": {}
                     *                 }
                     *               ],
                     *               "urls": {}
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["SiteSectionGroup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addSectionGroupToSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started",
                 *       "icon": "Acme",
                 *       "sections": [
                 *         "Acme"
                 *       ]
                 *     }
                 */
                "application/json": {
                    title: string;
                    icon?: string | null;
                    sections?: string[];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-section-group",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "icon": "Acme",
                     *       "sections": [
                     *         {
                     *           "object": "site-section",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "default": true,
                     *           "path": "getting-started",
                     *           "condition": "Acme",
                     *           "sectionGroup": "Acme",
                     *           "icon": "Acme",
                     *           "siteSpaces": [
                     *             {
                     *               "object": "site-space",
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "path": "getting-started",
                     *               "title": "Getting started",
                     *               "default": true,
                     *               "hasAdvancedCustomizationFeature": true,
                     *               "space": {
                     *                 "object": "space",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "title": "Getting started",
                     *                 "emoji": "1f4d8",
                     *                 "visibility": "public",
                     *                 "createdAt": "2026-03-02T09:30:00.000Z",
                     *                 "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                 "editMode": "live",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *                   "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                 },
                     *                 "organization": "Vb2xQk7Rm4TzL9aN",
                     *                 "revision": "Acme",
                     *                 "defaultLevel": "admin",
                     *                 "comments": 1,
                     *                 "changeRequests": 1,
                     *                 "changeRequestsOpen": 1,
                     *                 "changeRequestsDraft": 1,
                     *                 "permissions": {
                     *                   "view": true,
                     *                   "access": true,
                     *                   "admin": true,
                     *                   "viewInviteLinks": true,
                     *                   "edit": true,
                     *                   "triggerGitSync": true,
                     *                   "comment": true,
                     *                   "merge": true,
                     *                   "review": true
                     *                 }
                     *               },
                     *               "urls": {}
                     *             }
                     *           ],
                     *           "urls": {}
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSectionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteSiteSectionGroupById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site section group id */
                siteSectionGroupId: components["parameters"]["pathSiteSectionGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSiteSectionGroupById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site section group id */
                siteSectionGroupId: components["parameters"]["pathSiteSectionGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started",
                 *       "icon": "Acme"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    icon?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-section-group",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "icon": "Acme",
                     *       "sections": [
                     *         {
                     *           "object": "site-section",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "default": true,
                     *           "path": "getting-started",
                     *           "condition": "Acme",
                     *           "sectionGroup": "Acme",
                     *           "icon": "Acme",
                     *           "siteSpaces": [
                     *             {
                     *               "object": "site-space",
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "path": "getting-started",
                     *               "title": "Getting started",
                     *               "default": true,
                     *               "hasAdvancedCustomizationFeature": true,
                     *               "space": {
                     *                 "object": "space",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "title": "Getting started",
                     *                 "emoji": "1f4d8",
                     *                 "visibility": "public",
                     *                 "createdAt": "2026-03-02T09:30:00.000Z",
                     *                 "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                 "editMode": "live",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *                   "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                 },
                     *                 "organization": "Vb2xQk7Rm4TzL9aN",
                     *                 "revision": "Acme",
                     *                 "defaultLevel": "admin",
                     *                 "comments": 1,
                     *                 "changeRequests": 1,
                     *                 "changeRequestsOpen": 1,
                     *                 "changeRequestsDraft": 1,
                     *                 "permissions": {
                     *                   "view": true,
                     *                   "access": true,
                     *                   "admin": true,
                     *                   "viewInviteLinks": true,
                     *                   "edit": true,
                     *                   "triggerGitSync": true,
                     *                   "comment": true,
                     *                   "merge": true,
                     *                   "review": true
                     *                 }
                     *               },
                     *               "urls": {}
                     *             }
                     *           ],
                     *           "urls": {}
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSectionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    addSectionToSiteSectionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site section group id */
                siteSectionGroupId: components["parameters"]["pathSiteSectionGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sectionId": "Vb2xQk7Rm4TzL9aN"
                 *     }
                 */
                "application/json": {
                    /** @description The site section id */
                    sectionId: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-section-group",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "icon": "Acme",
                     *       "sections": [
                     *         {
                     *           "object": "site-section",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "default": true,
                     *           "path": "getting-started",
                     *           "condition": "Acme",
                     *           "sectionGroup": "Acme",
                     *           "icon": "Acme",
                     *           "siteSpaces": [
                     *             {
                     *               "object": "site-space",
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "path": "getting-started",
                     *               "title": "Getting started",
                     *               "default": true,
                     *               "hasAdvancedCustomizationFeature": true,
                     *               "space": {
                     *                 "object": "space",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "title": "Getting started",
                     *                 "emoji": "1f4d8",
                     *                 "visibility": "public",
                     *                 "createdAt": "2026-03-02T09:30:00.000Z",
                     *                 "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                 "editMode": "live",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *                   "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                 },
                     *                 "organization": "Vb2xQk7Rm4TzL9aN",
                     *                 "revision": "Acme",
                     *                 "defaultLevel": "admin",
                     *                 "comments": 1,
                     *                 "changeRequests": 1,
                     *                 "changeRequestsOpen": 1,
                     *                 "changeRequestsDraft": 1,
                     *                 "permissions": {
                     *                   "view": true,
                     *                   "access": true,
                     *                   "admin": true,
                     *                   "viewInviteLinks": true,
                     *                   "edit": true,
                     *                   "triggerGitSync": true,
                     *                   "comment": true,
                     *                   "merge": true,
                     *                   "review": true
                     *                 }
                     *               },
                     *               "urls": {}
                     *             }
                     *           ],
                     *           "urls": {}
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSectionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    removeSectionFromSiteSectionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site section group id */
                siteSectionGroupId: components["parameters"]["pathSiteSectionGroupId"];
                /** @description The site section id */
                siteSectionId: components["parameters"]["pathSiteSectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    moveSiteSectionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site section group id */
                siteSectionGroupId: components["parameters"]["pathSiteSectionGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "position": {
                 *         "before": {
                 *           "type": "site-section",
                 *           "id": "Vb2xQk7Rm4TzL9aN"
                 *         },
                 *         "after": {
                 *           "type": "site-section",
                 *           "id": "Vb2xQk7Rm4TzL9aN"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    position: {
                        before?: {
                            /** @constant */
                            type: "site-section";
                            id: string;
                        };
                        after?: {
                            /** @constant */
                            type: "site-section";
                            id: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-section-group",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "icon": "Acme",
                     *       "sections": [
                     *         {
                     *           "object": "site-section",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "description": "Install the CLI and publish your first space.",
                     *           "default": true,
                     *           "path": "getting-started",
                     *           "condition": "Acme",
                     *           "sectionGroup": "Acme",
                     *           "icon": "Acme",
                     *           "siteSpaces": [
                     *             {
                     *               "object": "site-space",
                     *               "id": "Vb2xQk7Rm4TzL9aN",
                     *               "path": "getting-started",
                     *               "title": "Getting started",
                     *               "default": true,
                     *               "hasAdvancedCustomizationFeature": true,
                     *               "space": {
                     *                 "object": "space",
                     *                 "id": "Vb2xQk7Rm4TzL9aN",
                     *                 "title": "Getting started",
                     *                 "emoji": "1f4d8",
                     *                 "visibility": "public",
                     *                 "createdAt": "2026-03-02T09:30:00.000Z",
                     *                 "updatedAt": "2026-03-02T09:30:00.000Z",
                     *                 "editMode": "live",
                     *                 "urls": {
                     *                   "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *                   "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *                 },
                     *                 "organization": "Vb2xQk7Rm4TzL9aN",
                     *                 "revision": "Acme",
                     *                 "defaultLevel": "admin",
                     *                 "comments": 1,
                     *                 "changeRequests": 1,
                     *                 "changeRequestsOpen": 1,
                     *                 "changeRequestsDraft": 1,
                     *                 "permissions": {
                     *                   "view": true,
                     *                   "access": true,
                     *                   "admin": true,
                     *                   "viewInviteLinks": true,
                     *                   "edit": true,
                     *                   "triggerGitSync": true,
                     *                   "comment": true,
                     *                   "merge": true,
                     *                   "review": true
                     *                 }
                     *               },
                     *               "urls": {}
                     *             }
                     *           ],
                     *           "urls": {}
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSectionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSiteSpaces: {
        parameters: {
            query?: {
                /** @description Secret key of a share link; resolves published URLs of share-link sites */
                shareKey?: components["parameters"]["shareKey"];
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
                /** @description true: only the default site space; false: only the others; omitted: all */
                default?: boolean;
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "site-space",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "path": "getting-started",
                     *           "section": "Acme",
                     *           "title": "Getting started",
                     *           "default": true,
                     *           "condition": "Acme",
                     *           "hasAdvancedCustomizationFeature": true,
                     *           "space": {
                     *             "object": "space",
                     *             "id": "Vb2xQk7Rm4TzL9aN",
                     *             "title": "Getting started",
                     *             "emoji": "1f4d8",
                     *             "visibility": "public",
                     *             "createdAt": "2026-03-02T09:30:00.000Z",
                     *             "updatedAt": "2026-03-02T09:30:00.000Z",
                     *             "editMode": "live",
                     *             "urls": {
                     *               "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *               "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *             },
                     *             "organization": "Vb2xQk7Rm4TzL9aN",
                     *             "revision": "Acme",
                     *             "defaultLevel": "admin",
                     *             "comments": 1,
                     *             "changeRequests": 1,
                     *             "changeRequestsOpen": 1,
                     *             "changeRequestsDraft": 1,
                     *             "permissions": {
                     *               "view": true,
                     *               "access": true,
                     *               "admin": true,
                     *               "viewInviteLinks": true,
                     *               "edit": true,
                     *               "triggerGitSync": true,
                     *               "comment": true,
                     *               "merge": true,
                     *               "review": true
                     *             }
                     *           },
                     *           "urls": {}
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["SiteSpace"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addSpaceToSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "spaceId": "Vb2xQk7Rm4TzL9aN",
                 *       "sectionId": "Vb2xQk7Rm4TzL9aN"
                 *     }
                 */
                "application/json": {
                    /** @description The space to add */
                    spaceId: string;
                    /** @description The site section to add it to; when omitted the space goes to the default section, or to the root level if the site has no sections */
                    sectionId?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "path": "getting-started",
                     *       "section": "Acme",
                     *       "title": "Getting started",
                     *       "default": true,
                     *       "condition": "Acme",
                     *       "hasAdvancedCustomizationFeature": true,
                     *       "space": {
                     *         "object": "space",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "title": "Getting started",
                     *         "emoji": "1f4d8",
                     *         "visibility": "public",
                     *         "createdAt": "2026-03-02T09:30:00.000Z",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z",
                     *         "deletedAt": "2026-03-02T09:30:00.000Z",
                     *         "editMode": "live",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *           "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *         },
                     *         "organization": "Vb2xQk7Rm4TzL9aN",
                     *         "parent": "Hc4nR8sLm2XwQ7pD",
                     *         "gitSync": {
                     *           "installationProvider": "github"
                     *         },
                     *         "visitorAuth": {},
                     *         "revision": "Acme",
                     *         "defaultLevel": "admin",
                     *         "comments": 1,
                     *         "changeRequests": 1,
                     *         "changeRequestsOpen": 1,
                     *         "changeRequestsDraft": 1,
                     *         "permissions": {
                     *           "view": true,
                     *           "access": true,
                     *           "admin": true,
                     *           "viewInviteLinks": true,
                     *           "edit": true,
                     *           "triggerGitSync": true,
                     *           "comment": true,
                     *           "merge": true,
                     *           "review": true
                     *         }
                     *       },
                     *       "urls": {
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSpace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteSiteSpaceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site space id */
                siteSpaceId: components["parameters"]["pathSiteSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSiteSpaceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site space id */
                siteSpaceId: components["parameters"]["pathSiteSpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "path": "getting-started",
                 *       "condition": "Acme",
                 *       "spaceId": "Vb2xQk7Rm4TzL9aN"
                 *     }
                 */
                "application/json": {
                    /** @description Path of the site space on the site */
                    path?: string;
                    /** @description Expression deciding whether the element is shown to a visitor. Omitted: unchanged; null: removes the condition */
                    condition?: string | null;
                    /** @description The space to serve instead; omitted keeps the space */
                    spaceId?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "path": "getting-started",
                     *       "section": "Acme",
                     *       "title": "Getting started",
                     *       "default": true,
                     *       "condition": "Acme",
                     *       "hasAdvancedCustomizationFeature": true,
                     *       "space": {
                     *         "object": "space",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "title": "Getting started",
                     *         "emoji": "1f4d8",
                     *         "visibility": "public",
                     *         "createdAt": "2026-03-02T09:30:00.000Z",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z",
                     *         "deletedAt": "2026-03-02T09:30:00.000Z",
                     *         "editMode": "live",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *           "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *         },
                     *         "organization": "Vb2xQk7Rm4TzL9aN",
                     *         "parent": "Hc4nR8sLm2XwQ7pD",
                     *         "gitSync": {
                     *           "installationProvider": "github"
                     *         },
                     *         "visitorAuth": {},
                     *         "revision": "Acme",
                     *         "defaultLevel": "admin",
                     *         "comments": 1,
                     *         "changeRequests": 1,
                     *         "changeRequestsOpen": 1,
                     *         "changeRequestsDraft": 1,
                     *         "permissions": {
                     *           "view": true,
                     *           "access": true,
                     *           "admin": true,
                     *           "viewInviteLinks": true,
                     *           "edit": true,
                     *           "triggerGitSync": true,
                     *           "comment": true,
                     *           "merge": true,
                     *           "review": true
                     *         }
                     *       },
                     *       "urls": {
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSpace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    moveSiteSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The site space id */
                siteSpaceId: components["parameters"]["pathSiteSpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "position": {
                 *         "before": {
                 *           "type": "site-space",
                 *           "siteSpace": "Acme"
                 *         },
                 *         "after": {
                 *           "type": "site-space",
                 *           "siteSpace": "Acme"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    position: {
                        before?: {
                            /** @constant */
                            type: "site-space";
                            siteSpace: string;
                        };
                        after?: {
                            /** @constant */
                            type: "site-space";
                            siteSpace: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "site-space",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "path": "getting-started",
                     *       "section": "Acme",
                     *       "title": "Getting started",
                     *       "default": true,
                     *       "condition": "Acme",
                     *       "hasAdvancedCustomizationFeature": true,
                     *       "space": {
                     *         "object": "space",
                     *         "id": "Vb2xQk7Rm4TzL9aN",
                     *         "title": "Getting started",
                     *         "emoji": "1f4d8",
                     *         "visibility": "public",
                     *         "createdAt": "2026-03-02T09:30:00.000Z",
                     *         "updatedAt": "2026-03-02T09:30:00.000Z",
                     *         "deletedAt": "2026-03-02T09:30:00.000Z",
                     *         "editMode": "live",
                     *         "urls": {
                     *           "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *           "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *         },
                     *         "organization": "Vb2xQk7Rm4TzL9aN",
                     *         "parent": "Hc4nR8sLm2XwQ7pD",
                     *         "gitSync": {
                     *           "installationProvider": "github"
                     *         },
                     *         "visitorAuth": {},
                     *         "revision": "Acme",
                     *         "defaultLevel": "admin",
                     *         "comments": 1,
                     *         "changeRequests": 1,
                     *         "changeRequestsOpen": 1,
                     *         "changeRequestsDraft": 1,
                     *         "permissions": {
                     *           "view": true,
                     *           "access": true,
                     *           "admin": true,
                     *           "viewInviteLinks": true,
                     *           "edit": true,
                     *           "triggerGitSync": true,
                     *           "comment": true,
                     *           "merge": true,
                     *           "review": true
                     *         }
                     *       },
                     *       "urls": {
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["SiteSpace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSiteShareLinks: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "share-link",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "name": "Ada Lovelace",
                     *           "active": true,
                     *           "urls": {
                     *             "published": "https://acme.example.com/docs"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["ShareLink"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createSiteShareLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace"
                 *     }
                 */
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "share-link",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "name": "Ada Lovelace",
                     *       "active": true,
                     *       "urls": {
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ShareLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteSiteShareLinkById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The share link id */
                shareLinkId: components["parameters"]["pathShareLinkId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSiteShareLinkById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The site id */
                siteId: components["parameters"]["pathSiteId"];
                /** @description The share link id */
                shareLinkId: components["parameters"]["pathShareLinkId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": true,
                 *       "name": "Ada Lovelace"
                 *     }
                 */
                "application/json": {
                    /** @description false: inactive; true: active */
                    active?: boolean;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "share-link",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "name": "Ada Lovelace",
                     *       "active": true,
                     *       "urls": {
                     *         "published": "https://acme.example.com/docs"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ShareLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listOpenAPISpecs: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "openapi-spec",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "slug": "getting-started",
                     *           "sourceURL": "https://acme.example.com/docs/",
                     *           "processingState": "pending",
                     *           "lastVersion": "Acme",
                     *           "lastProcessedAt": "2026-03-02T09:30:00.000Z",
                     *           "lastProcessErrorCode": "FETCH_TIMEOUT",
                     *           "permissions": {
                     *             "view": true,
                     *             "edit": true
                     *           },
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *             "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["OpenAPISpec"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createOpenAPISpec: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "slug": "getting-started",
                 *       "source": {
                 *         "url": "https://acme.example.com/docs/"
                 *       }
                 *     }
                 */
                "application/json": {
                    slug: string;
                    source: components["schemas"]["OpenAPISpecSource"];
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "openapi-spec",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "slug": "getting-started",
                     *       "sourceURL": "https://acme.example.com/docs/",
                     *       "processingState": "pending",
                     *       "lastVersion": "Acme",
                     *       "lastProcessedAt": "2026-03-02T09:30:00.000Z",
                     *       "lastProcessErrorCode": "FETCH_TIMEOUT",
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAPISpec"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getOpenAPISpecBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The OpenAPI specification slug */
                specSlug: components["parameters"]["pathSpecSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "openapi-spec",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "slug": "getting-started",
                     *       "sourceURL": "https://acme.example.com/docs/",
                     *       "processingState": "pending",
                     *       "lastVersion": "Acme",
                     *       "lastProcessedAt": "2026-03-02T09:30:00.000Z",
                     *       "lastProcessErrorCode": "FETCH_TIMEOUT",
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAPISpec"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createOrUpdateOpenAPISpecBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The OpenAPI specification slug */
                specSlug: components["parameters"]["pathSpecSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source": {
                 *         "url": "https://acme.example.com/docs/"
                 *       }
                 *     }
                 */
                "application/json": {
                    source: components["schemas"]["OpenAPISpecSource"];
                };
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "openapi-spec",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "slug": "getting-started",
                     *       "sourceURL": "https://acme.example.com/docs/",
                     *       "processingState": "pending",
                     *       "lastVersion": "Acme",
                     *       "lastProcessedAt": "2026-03-02T09:30:00.000Z",
                     *       "lastProcessErrorCode": "FETCH_TIMEOUT",
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAPISpec"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "openapi-spec",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "slug": "getting-started",
                     *       "sourceURL": "https://acme.example.com/docs/",
                     *       "processingState": "pending",
                     *       "lastVersion": "Acme",
                     *       "lastProcessedAt": "2026-03-02T09:30:00.000Z",
                     *       "lastProcessErrorCode": "FETCH_TIMEOUT",
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN",
                     *         "app": "https://app.example.com/o/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAPISpec"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteOpenAPISpecBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The OpenAPI specification slug */
                specSlug: components["parameters"]["pathSpecSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listOpenAPISpecVersions: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The OpenAPI specification slug */
                specSlug: components["parameters"]["pathSpecSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "openapi-spec-version",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "url": "https://acme.example.com/docs/",
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["OpenAPISpecVersion"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLatestOpenAPISpecVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The OpenAPI specification slug */
                specSlug: components["parameters"]["pathSpecSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "openapi-spec-version",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "url": "https://acme.example.com/docs/",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAPISpecVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getLatestOpenAPISpecVersionContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The OpenAPI specification slug */
                specSlug: components["parameters"]["pathSpecSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "filesystem": {},
                     *       "url": "https://acme.example.com/docs/"
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAPISpecVersionContent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOpenAPISpecVersionById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The OpenAPI specification slug */
                specSlug: components["parameters"]["pathSpecSlug"];
                /** @description The OpenAPI specification version id */
                versionId: components["parameters"]["pathVersionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "openapi-spec-version",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "url": "https://acme.example.com/docs/",
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAPISpecVersion"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOpenAPISpecVersionContentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The OpenAPI specification slug */
                specSlug: components["parameters"]["pathSpecSlug"];
                /** @description The OpenAPI specification version id */
                versionId: components["parameters"]["pathVersionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "filesystem": {},
                     *       "url": "https://acme.example.com/docs/"
                     *     }
                     */
                    "application/json": components["schemas"]["OpenAPISpecVersionContent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listTranslations: {
        parameters: {
            query?: {
                /** @description The cursor from `next.page` of the previous page (opaque) */
                page?: components["parameters"]["page"];
                /** @description Maximum number of items in the page */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "next": {
                     *         "page": "eyJrIjoiY3Vyc29yIn0"
                     *       },
                     *       "count": 1,
                     *       "items": [
                     *         {
                     *           "object": "translation-settings",
                     *           "id": "Vb2xQk7Rm4TzL9aN",
                     *           "title": "Getting started",
                     *           "languages": [
                     *             "fr"
                     *           ],
                     *           "createdAt": "2026-03-02T09:30:00.000Z",
                     *           "updatedAt": "2026-03-02T09:30:00.000Z",
                     *           "permissions": {
                     *             "view": true,
                     *             "edit": true
                     *           },
                     *           "urls": {
                     *             "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListEnvelope"] & {
                        items: components["schemas"]["TranslationSettings"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started"
                 *     }
                 */
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "translation-settings",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "languages": [
                     *         "fr"
                     *       ],
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TranslationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The translation settings id */
                translationSettingsId: components["parameters"]["pathTranslationSettingsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "translation-settings",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "languages": [
                     *         "fr"
                     *       ],
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TranslationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The translation settings id */
                translationSettingsId: components["parameters"]["pathTranslationSettingsId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Getting started"
                 *     }
                 */
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "translation-settings",
                     *       "id": "Vb2xQk7Rm4TzL9aN",
                     *       "title": "Getting started",
                     *       "languages": [
                     *         "fr"
                     *       ],
                     *       "createdAt": "2026-03-02T09:30:00.000Z",
                     *       "updatedAt": "2026-03-02T09:30:00.000Z",
                     *       "permissions": {
                     *         "view": true,
                     *         "edit": true
                     *       },
                     *       "urls": {
                     *         "location": "https://docs-api.example.com/v1/orgs/Vb2xQk7Rm4TzL9aN"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["TranslationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The organization id */
                organizationId: components["parameters"]["pathOrganizationId"];
                /** @description The translation settings id */
                translationSettingsId: components["parameters"]["pathTranslationSettingsId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset Content: done, no body */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
