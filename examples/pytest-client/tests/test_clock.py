"""The tenant's clock: time-based behaviour without waiting."""

from datetime import datetime, timedelta

from docs_client import DocsClient


def parse(timestamp):
    return datetime.fromisoformat(timestamp.replace("Z", "+00:00"))


def test_a_space_created_after_advancing_the_clock_carries_the_tenants_time(docs_api, tenant):
    clock = f"/tenants/{tenant['tenantId']}/clock"
    before = parse(docs_api.test_api("GET", clock, expect=200).json()["now"])
    docs_api.test_api("POST", clock, json={"advanceSeconds": 30 * 86400}, expect=200)
    created = DocsClient(docs_api.url, tenant["tokens"]["admin"]).create_space(tenant["organizationId"], "Later")
    assert parse(created["createdAt"]) - before >= timedelta(days=30)


def test_a_deleted_space_is_purged_after_the_restore_window(docs_api, tenant):
    client = DocsClient(docs_api.url, tenant["tokens"]["admin"])
    handbook = tenant["spaces"]["acme"]["handbook"]
    client.session.delete(f"{docs_api.url}/v1/spaces/{handbook}").raise_for_status()
    docs_api.test_api("POST", f"/tenants/{tenant['tenantId']}/clock", json={"advanceSeconds": 8 * 86400}, expect=200)
    res = client.session.post(f"{docs_api.url}/v1/spaces/{handbook}/restore")
    assert res.status_code == 404
