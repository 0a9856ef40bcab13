"""The client under test: a few calls of the Docs Workspace Management API, with the retry a real client needs."""

import time

import requests


class DocsClient:
    """Reads and writes spaces; retries 429 and 503 answers after their Retry-After, at most `retries` times."""

    def __init__(self, base_url, token, retries=3, timeout=10):
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"
        self.retries = retries
        self.timeout = timeout

    def _request(self, method, path, **kwargs):
        for attempt in range(self.retries + 1):
            res = self.session.request(method, self.base_url + path, timeout=self.timeout, **kwargs)
            if res.status_code not in (429, 503) or attempt == self.retries:
                res.raise_for_status()
                return res.json() if res.content else None
            time.sleep(float(res.headers.get("Retry-After", "1")))

    def list_spaces(self, organization_id):
        return self._request("GET", f"/v1/orgs/{organization_id}/spaces")["items"]

    def get_space(self, space_id):
        return self._request("GET", f"/v1/spaces/{space_id}")

    def create_space(self, organization_id, title):
        return self._request("POST", f"/v1/orgs/{organization_id}/spaces", json={"title": title})

    def get_change_request(self, space_id, change_request_id):
        return self._request("GET", f"/v1/spaces/{space_id}/change-requests/{change_request_id}")
