"""Per-tenant reset and snapshots: safe while other tests and pytest processes use the same server."""

from docs_client import DocsClient


def titles(client, tenant):
    return sorted(space["title"] for space in client.list_spaces(tenant["organizationId"]))


def test_reset_brings_the_tenant_back_to_its_seed(docs_api, tenant):
    client = DocsClient(docs_api.url, tenant["tokens"]["admin"])
    seeded = titles(client, tenant)
    client.create_space(tenant["organizationId"], "Scratch")
    assert titles(client, tenant) != seeded
    docs_api.test_api("POST", f"/tenants/{tenant['tenantId']}/reset", expect=204)
    # The same tokens and ids still work after a reset.
    assert titles(client, tenant) == seeded


def test_a_named_snapshot_is_restored_again_and_again(docs_api, tenant):
    client = DocsClient(docs_api.url, tenant["tokens"]["admin"])
    snapshots = f"/tenants/{tenant['tenantId']}/snapshots"
    client.create_space(tenant["organizationId"], "Kept")
    docs_api.test_api("POST", snapshots, json={"name": "kept"}, expect=201)
    expected = titles(client, tenant)
    for round in range(5):
        client.create_space(tenant["organizationId"], f"Dropped {round}")
        docs_api.test_api("POST", f"{snapshots}/kept/restore", expect=204)
        assert titles(client, tenant) == expected
    names = [s["name"] for s in docs_api.test_api("GET", snapshots, expect=200).json()["items"]]
    assert names == ["kept"]


def test_the_tenant_is_described(docs_api, tenant):
    described = docs_api.test_api("GET", f"/tenants/{tenant['tenantId']}", expect=200).json()
    assert described["id"] == tenant["tenantId"]
    assert described["seed"] == "document"
    assert tenant["organizationId"] in described["organizations"]
