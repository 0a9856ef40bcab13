from docs_client import DocsClient


def test_lists_exactly_the_spaces_of_its_tenant(docs_api, tenant):
    client = DocsClient(docs_api.url, tenant["tokens"]["admin"])
    spaces = client.list_spaces(tenant["organizationId"])
    assert sorted(space["id"] for space in spaces) == sorted(tenant["spaces"]["acme"].values())


def test_a_created_space_is_listed(docs_api, tenant):
    client = DocsClient(docs_api.url, tenant["tokens"]["admin"])
    created = client.create_space(tenant["organizationId"], "Release notes")
    assert created["title"] == "Release notes"
    assert len(client.list_spaces(tenant["organizationId"])) == len(tenant["spaces"]["acme"]) + 1


def test_seeded_fixtures_name_change_requests_and_pages(docs_api, tenant):
    client = DocsClient(docs_api.url, tenant["tokens"]["admin"])
    guides = tenant["spaces"]["acme"]["guides"]
    [faq] = tenant["changeRequests"]["acme"]["guides"]
    change_request = client.get_change_request(guides, faq["id"])
    assert (change_request["number"], change_request["subject"]) == (faq["number"], "Add FAQ")
    assert list(tenant["pages"]["acme"]["guides"]) == ["overview"]
    assert "product" in tenant["collections"]["acme"]
