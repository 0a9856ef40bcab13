/** The reference server of the Docs Workspace Management API. */
export { createApp, type DocsApiApp } from './app.js';
export { defaultConfig, type ServerConfig } from './config.js';
export type { Fixtures } from './seed/demo.js';
export { start, type RunningServer, type StartOptions } from './server.js';
