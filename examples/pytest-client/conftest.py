"""
The reference server as the stand-in of the Docs Workspace Management API in a pytest suite.

One server per pytest process (session fixture `docs_api`), in memory, with the test API on:
- DOCS_API_URL set: a server that is already running (DOCS_API_TEST_TOKEN if it was started with a token);
- else DOCS_API_IMAGE set and `docker info` works: that image, `docker run … serve --test-api`;
- else the CLI of this clone, `node packages/server/dist/cli/main.js serve` (after `pnpm build`).
Every test gets a tenant of its own, seeded from seed.json (fixture `tenant`), removed afterwards: tests and
pytest processes that share a server never see each other's data, and may reset or restore their own tenant.
"""

import json
import os
import secrets
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
import requests

HERE = Path(__file__).resolve().parent
# examples/pytest-client → the repository root.
REPO_ROOT = HERE.parents[1]
CLI = REPO_ROOT / "packages" / "server" / "dist" / "cli" / "main.js"
SEED = json.loads((HERE / "seed.json").read_text())
START_TIMEOUT = 120


class DocsApi:
    """A running reference server: its URL and its test API (`/__test/*`)."""

    def __init__(self, url, token=None):
        self.url = url.rstrip("/")
        self.session = requests.Session()
        if token:
            self.session.headers["Authorization"] = f"Bearer {token}"

    def test_api(self, method, path, expect=None, **kwargs):
        """Calls the test API; with `expect`, fails the test on another status."""
        res = self.session.request(method, f"{self.url}/__test{path}", timeout=60, **kwargs)
        if expect is not None:
            assert res.status_code == expect, f"{method} /__test{path}: {res.status_code} {res.text}"
        return res

    def wait_until_ready(self, alive):
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if not alive():
                raise RuntimeError("the reference server exited before it was ready")
            try:
                if requests.get(f"{self.url}/readyz", timeout=5).status_code == 200:
                    return
            except requests.ConnectionError:
                pass
            time.sleep(0.1)
        raise TimeoutError(f"{self.url}/readyz did not answer 200 within {START_TIMEOUT} s")


def _docker_works():
    if shutil.which("docker") is None:
        return False
    try:
        return subprocess.run(["docker", "info"], capture_output=True, timeout=30).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def _serve_image(image):
    # Inside the container the server listens on every address, so the test API needs a token there.
    token = secrets.token_hex(16)
    container = subprocess.run(
        ["docker", "run", "-d", "--rm", "-p", "127.0.0.1::4000", image,
         "serve", "--test-api", "--database-url", "memory://", "--host", "0.0.0.0", "--test-api-token", token],
        capture_output=True, text=True, check=True,
    ).stdout.strip()
    port = subprocess.run(["docker", "port", container, "4000/tcp"], capture_output=True, text=True, check=True)
    api = DocsApi(f"http://{port.stdout.splitlines()[0].strip()}", token)

    def alive():
        state = subprocess.run(["docker", "inspect", "-f", "{{.State.Running}}", container],
                               capture_output=True, text=True)
        return state.stdout.strip() == "true"

    api.wait_until_ready(alive)
    return api, lambda: subprocess.run(["docker", "stop", container], capture_output=True)


def _serve_cli():
    if not CLI.exists():
        raise RuntimeError(f"{CLI} is missing: run `pnpm build` at {REPO_ROOT} first")
    folder = tempfile.mkdtemp(prefix="docs-api-")
    url_file = Path(folder) / "url"
    log = open(Path(folder) / "server.log", "wb")
    # --port 0: a free port, which the server writes to --url-file once it listens.
    process = subprocess.Popen(
        [shutil.which("node") or "node", str(CLI), "serve", "--test-api", "--database-url", "memory://",
         "--port", "0", "--url-file", str(url_file), "--log-level", "warn"],
        stdout=log, stderr=subprocess.STDOUT,
    )
    deadline = time.monotonic() + START_TIMEOUT
    while not url_file.exists():
        if process.poll() is not None:
            raise RuntimeError(f"the reference server exited: {(Path(folder) / 'server.log').read_text()}")
        if time.monotonic() > deadline:
            process.kill()
            raise TimeoutError(f"no URL in {url_file} within {START_TIMEOUT} s")
        time.sleep(0.1)
    api = DocsApi(url_file.read_text().strip())
    api.wait_until_ready(lambda: process.poll() is None)

    def stop():
        process.terminate()
        process.wait(timeout=60)
        log.close()
        shutil.rmtree(folder, ignore_errors=True)

    return api, stop


@pytest.fixture(scope="session")
def docs_api():
    """One reference server for this pytest process (or the one DOCS_API_URL names)."""
    if os.environ.get("DOCS_API_URL"):
        yield DocsApi(os.environ["DOCS_API_URL"], os.environ.get("DOCS_API_TEST_TOKEN"))
        return
    image = os.environ.get("DOCS_API_IMAGE")
    api, stop = _serve_image(image) if image and _docker_works() else _serve_cli()
    try:
        yield api
    finally:
        stop()


@pytest.fixture
def tenant(docs_api):
    """A tenant of this test's own, seeded from seed.json: its fixtures (tokens and the ids of every named object)."""
    fixtures = docs_api.test_api("POST", "/tenants", json={"seed": SEED}, expect=201).json()
    yield fixtures
    docs_api.test_api("DELETE", f"/tenants/{fixtures['tenantId']}", expect=204)
