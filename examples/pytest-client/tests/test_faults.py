"""The client's retry against faults the test API injects, checked in the request journal."""

import pytest
import requests

from docs_client import DocsClient


def test_retries_a_503_until_the_real_answer(docs_api, tenant):
    space_id = tenant["spaces"]["acme"]["guides"]
    # Only this tenant's requests meet the rule: other tests and processes on the server are not disturbed.
    rule = docs_api.test_api("POST", "/faults", expect=201, json={
        "operationId": "getSpaceById", "status": 503, "retryAfter": 0, "times": 2, "tenantId": tenant["tenantId"],
    }).json()
    space = DocsClient(docs_api.url, tenant["tokens"]["admin"]).get_space(space_id)
    assert space["id"] == space_id

    journal = docs_api.test_api(
        "GET", f"/requests?tenantId={tenant['tenantId']}&operationId=getSpaceById", expect=200
    ).json()
    # Newest first: the real answer after the two injected 503s.
    assert [(r["status"], r["faulted"]) for r in journal["items"]] == [(200, False), (503, True), (503, True)]
    assert {r.get("faultRuleId") for r in journal["items"][1:]} == {rule["id"]}


def test_gives_up_after_its_retries(docs_api, tenant):
    docs_api.test_api("POST", "/faults", expect=201, json={
        "operationId": "getSpaceById", "status": 503, "retryAfter": 0, "tenantId": tenant["tenantId"],
    })
    client = DocsClient(docs_api.url, tenant["tokens"]["admin"], retries=2)
    with pytest.raises(requests.HTTPError) as refused:
        client.get_space(tenant["spaces"]["acme"]["guides"])
    assert refused.value.response.status_code == 503
    journal = docs_api.test_api("GET", f"/requests?tenantId={tenant['tenantId']}", expect=200).json()
    assert journal["count"] == 3


def test_a_tenants_rules_go_with_it(docs_api):
    fixtures = docs_api.test_api("POST", "/tenants", json={"seed": "empty"}, expect=201).json()
    docs_api.test_api("POST", "/faults", expect=201, json={"path": "/v1/**", "status": 500, "tenantId": fixtures["tenantId"]})
    docs_api.test_api("DELETE", f"/tenants/{fixtures['tenantId']}", expect=204)
    rules = docs_api.test_api("GET", "/faults", expect=200).json()["items"]
    assert [r for r in rules if r.get("tenantId") == fixtures["tenantId"]] == []
    # A rule naming a tenant that is gone is refused rather than silently never firing.
    docs_api.test_api("POST", "/faults", expect=404, json={"path": "/v1/**", "status": 500, "tenantId": fixtures["tenantId"]})
