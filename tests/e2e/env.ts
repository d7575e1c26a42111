/** Ports of the two servers the browser tests start (see playwright.config.ts). */
export const e2ePort = Number(process.env.E2E_PORT ?? 8181)
/** The server whose tokens expire within seconds, for the session-expired dialog. */
export const shortSessionPort = e2ePort + 1
export const shortSessionURL = `http://localhost:${shortSessionPort}`
