// Testcontainers' reaper (Ryuk) is an image from Docker Hub, which is out of reach here: the tests stop their
// containers themselves (afterAll). Set TESTCONTAINERS_RYUK_DISABLED=false to have it.
process.env['TESTCONTAINERS_RYUK_DISABLED'] ??= 'true';
