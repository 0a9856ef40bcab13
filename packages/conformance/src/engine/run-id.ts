/** This process's run id: the objects a run creates carry it (`conformance-<runId>-<n>`), so a person can find them. */
export const runId = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
